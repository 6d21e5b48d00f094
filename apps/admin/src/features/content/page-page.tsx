import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { param, type SearchParams } from '@/ui/data-table';
import { Button } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { pageStateAction } from './actions';
import styles from './content.module.css';
import { ContentNav } from './content-nav';
import { ContentPageQuery, type DeskContentPage, MeQuery } from './documents';
import { emptyPageValues, type PageValues, SHOP_LANGUAGES } from './form-state';
import { PageForm } from './page-form';
import { pageFormTexts, problemWords } from './texts.server';

/** The id of a page's address, or null for one that is not a page's. */
export function contentPageIdOf(value: string): number | null {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function contentPageMetadata({ id }: { id: string }): Promise<Metadata> {
  return { title: (await getTranslations('content'))('page.title', { id }) };
}

export async function newContentPageMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('content'))('page.newTitle') };
}

function valuesOf(page: DeskContentPage): PageValues {
  const values = emptyPageValues();
  for (const text of page.texts) {
    const language = SHOP_LANGUAGES.find((code) => code === text.languageCode);
    if (!language || !text.translated) continue;
    const { title, alias, metaDescription, body } = text;
    values[language] = { title, alias, metaDescription, body };
  }
  return values;
}

/** A form of the page's state: publish, unpublish or restore, posted with the version it was read at. */
function StateForm({
  locale,
  page,
  intent,
  label,
  restore,
}: {
  locale: Locale;
  page: DeskContentPage;
  intent: 'publish' | 'unpublish' | 'restore';
  label: string;
  restore?: number;
}) {
  return (
    <form action={pageStateAction}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={page.id} />
      <input type="hidden" name="version" value={page.version} />
      <input type="hidden" name="intent" value={intent} />
      {restore ? <input type="hidden" name="restore" value={restore} /> : null}
      <Button kind="secondary">{label}</Button>
    </form>
  );
}

/**
 * A content page: its form with the five languages side by side, its state and what the shop
 * shows, a preview link of its latest version in each language (the storefront shows it to whoever
 * opens the link, for an hour), publish and unpublish, its versions with restore, and the
 * addresses that still lead to it. Only a role that may change content can post; the API decides.
 */
export async function ContentPagePage({
  locale,
  id,
  searchParams,
}: {
  locale: Locale;
  id: number;
  searchParams: SearchParams;
}) {
  const [data, t, format, texts, words] = await Promise.all([
    staffQuery(ContentPageQuery, { id }),
    getTranslations('content'),
    getFormatter(),
    pageFormTexts(),
    problemWords(),
  ]);
  const page = data.contentPage;
  if (!page) notFound();
  const canWrite = data.me.permissions.includes('marketing.write');
  const done = param(searchParams, 'done');
  const problem = param(searchParams, 'problem');
  const swedish = page.texts.find((text) => text.languageCode === 'sv');
  const previews = { sv: data.sv, da: data.da, en: data.en, fi: data.fi, nb: data.nb };
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <p>
        <Link href={href(locale, '/content')}>{t('page.back')}</Link>
      </p>
      <div className={styles.titleRow}>
        <h1>{swedish?.title || t('untitled')}</h1>
        <span className={styles.status}>{t(`states.${page.state}`)}</span>
      </div>
      <ContentNav locale={locale} current="pages" />
      <dl className={styles.facts}>
        <dt>{t('page.address')}</dt>
        <dd>/{page.alias}</dd>
        <dt>{t('page.version')}</dt>
        <dd>
          {page.publishedVersion
            ? t('page.versionShown', { version: page.version, shown: page.publishedVersion })
            : t('page.versionDraft', { version: page.version })}
        </dd>
      </dl>
      {done && t.has(`done.${done}`) ? <Notice tone="success">{t(`done.${done}`)}</Notice> : null}
      {problem ? <Notice tone="error">{words[problem] ?? words.UNKNOWN}</Notice> : null}
      {!canWrite ? <Notice>{t('page.readOnly')}</Notice> : null}
      <section aria-labelledby="preview-title" className={styles.section}>
        <h2 id="preview-title">{t('page.preview')}</h2>
        <p>{t('page.previewHint')}</p>
        <ul className={styles.buttons}>
          {SHOP_LANGUAGES.map((language) =>
            previews[language] ? (
              <li key={language}>
                <a href={previews[language] ?? ''} target="_blank" rel="noopener" lang={locale}>
                  {t('page.previewIn', { language: texts.languages[language] ?? language })}
                </a>
              </li>
            ) : null,
          )}
        </ul>
      </section>
      {canWrite ? (
        <div className={styles.buttons}>
          {page.state !== 'PUBLISHED' ? (
            <StateForm
              locale={locale}
              page={page}
              intent="publish"
              label={t('page.publish', { version: page.version })}
            />
          ) : null}
          {page.state !== 'DRAFT' ? (
            <StateForm locale={locale} page={page} intent="unpublish" label={t('page.unpublish')} />
          ) : null}
        </div>
      ) : null}
      <PageForm
        locale={locale}
        pageId={page.id}
        version={page.version}
        values={valuesOf(page)}
        untranslated={page.texts.filter((text) => !text.translated).map((text) => text.languageCode)}
        canWrite={canWrite}
        texts={texts}
      />
      <section className={styles.section} aria-labelledby="versions-title">
        <h2 id="versions-title">{t('page.versions')}</h2>
        <p>{t('page.versionsHint')}</p>
        <ol className={styles.versions} reversed>
          {page.versions.map((version) => (
            <li key={version.version}>
              <span>
                {t('page.versionLine', {
                  version: version.version,
                  when: when(version.savedAt),
                  who: version.savedBy || t('page.seeded'),
                })}
                {version.restoredFrom ? ` ${t('page.restoredFrom', { version: version.restoredFrom })}` : ''}
                {version.published ? ` (${t('page.shownNow')})` : ''}
                {version.version === page.version ? ` (${t('page.latest')})` : ''}
              </span>
              {canWrite && version.version !== page.version ? (
                <StateForm
                  locale={locale}
                  page={page}
                  intent="restore"
                  restore={version.version}
                  label={t('page.restore', { version: version.version })}
                />
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      {page.formerAliases.length > 0 ? (
        <section className={styles.section} aria-labelledby="former-title">
          <h2 id="former-title">{t('page.formerAliases')}</h2>
          <p>{t('page.formerAliasesHint')}</p>
          <ul>
            {page.formerAliases.map((alias) => (
              <li key={alias}>/{alias}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** A new page's page: the same form, empty; saved, it goes to the page's own page. */
export async function NewContentPagePage({ locale }: { locale: Locale }) {
  const [{ me }, t, texts] = await Promise.all([
    staffQuery(MeQuery, {}),
    getTranslations('content'),
    pageFormTexts(),
  ]);
  const canWrite = me.permissions.includes('marketing.write');
  return (
    <>
      <p>
        <Link href={href(locale, '/content')}>{t('page.back')}</Link>
      </p>
      <h1>{t('page.newTitle')}</h1>
      <p>{t('page.newIntro')}</p>
      {!canWrite ? <Notice>{t('page.readOnly')}</Notice> : null}
      <PageForm
        locale={locale}
        pageId={null}
        version={null}
        values={emptyPageValues()}
        untranslated={[]}
        canWrite={canWrite}
        texts={texts}
      />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { Notice } from '@/ui/notice';
import styles from './content.module.css';
import { ContentNav } from './content-nav';
import { HomeBlocksQuery } from './documents';
import type { HomeBlockValues } from './home-actions';
import { HomeBlockForm } from './home-block-form';
import { problemWords } from './texts.server';

export async function homeTextsMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('content'))('home.title') };
}

/** The home page's hero and text blocks, each a form of its texts in the five languages. */
export async function HomeTextsPage({ locale }: { locale: Locale }) {
  const [{ homeBlocks, me }, t, problems] = await Promise.all([
    staffQuery(HomeBlocksQuery, {}),
    getTranslations('content'),
    problemWords(),
  ]);
  const canWrite = me.permissions.includes('marketing.write');
  const texts = {
    languages: t.raw('languages') as Record<string, string>,
    fields: t.raw('home.fields') as { title: string; body: string; linkLabel: string },
    bodyHint: t('home.bodyHint'),
    save: t('home.save'),
    saved: t('home.saved'),
    problems,
  };
  return (
    <>
      <h1>{t('home.title')}</h1>
      <ContentNav locale={locale} current="home" />
      <p>{t('home.intro')}</p>
      {!canWrite ? <Notice>{t('page.readOnly')}</Notice> : null}
      {homeBlocks.map((block, index) => {
        const values: HomeBlockValues = Object.fromEntries(
          block.texts.map((text) => [
            text.languageCode,
            { title: text.title, body: text.body, linkLabel: text.linkLabel },
          ]),
        );
        const title = block.texts.find((text) => text.languageCode === 'sv')?.title;
        return (
          <section key={block.id} className={styles.section} aria-labelledby={`block-${block.id}-title`}>
            <h2 id={`block-${block.id}-title`}>
              {t(block.name === 'hero' ? 'home.hero' : 'home.block', { number: index, title: title ?? '' })}
            </h2>
            <HomeBlockForm
              locale={locale}
              id={block.id}
              version={block.version}
              hasLink={block.hasLink}
              values={values}
              canWrite={canWrite}
              texts={texts}
            />
          </section>
        );
      })}
    </>
  );
}

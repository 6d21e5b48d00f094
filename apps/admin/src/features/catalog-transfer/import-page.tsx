import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { currentMember } from '@/lib/session/member.server';
import { Notice } from '@/ui/notice';
import { CatalogTransferQuery } from './documents';
import styles from './import.module.css';
import { ImportDesk, type ImportTexts } from './import-desk';

export async function importMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('import'))('title') };
}

const MB = 1024 * 1024;

const names = (columns: readonly { name: string }[]) => columns.map((c) => c.name).join(', ');

/** The texts the import's forms and report need, in the page's language. */
async function importTexts(maxBytes: number, maxRows: number): Promise<ImportTexts> {
  const [t, common] = await Promise.all([getTranslations('import'), getTranslations('common')]);
  return {
    title: t('upload.title'),
    intro: t('upload.intro'),
    file: t('upload.file'),
    fileHint: t('upload.fileHint', { megabytes: Math.floor(maxBytes / MB), rows: maxRows }),
    check: t('upload.check'),
    checking: t('upload.checking'),
    checkedFile: t.raw('report.title') as string,
    notReady: t('report.notReady'),
    runTitle: t('run.title'),
    runIntro: t('run.intro'),
    run: t('run.submit'),
    running: t('run.running'),
    progress: t('run.progress'),
    progressText: t.raw('run.progressText') as string,
    done: t.raw('run.done') as string,
    report: {
      ...(t.raw('report.table') as Omit<ImportTexts['report'], 'sheets' | 'problems'>),
      sheets: t.raw('sheets') as Record<string, string>,
      problems: t.raw('problems') as Record<string, string>,
    },
    problems: {
      ...(common.raw('formErrors') as Record<string, string>),
      ...(t.raw('runProblems') as Record<string, string>),
    },
  };
}

/**
 * Import and export: the catalog's sheets to download (catalog.read), and for a member with
 * catalog.write a file to check (the dry run's report) and to run, with its progress (ADR 76).
 */
export async function ImportPage({ locale }: { locale: Locale }) {
  const [{ catalogTransfer }, member, t] = await Promise.all([
    staffQuery(CatalogTransferQuery, {}),
    currentMember(),
    getTranslations('import'),
  ]);
  const canImport = member.permissions.includes('catalog.write');
  const texts = canImport ? await importTexts(catalogTransfer.maxBytes, catalogTransfer.maxRows) : null;
  const file = (name: string) => href(locale, `/import/export/${name}`);
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <section aria-labelledby="export-title" className={styles.section}>
        <h2 id="export-title">{t('export.title')}</h2>
        <p>{t('export.intro')}</p>
        <ul className={styles.downloads}>
          {catalogTransfer.sheets.map(({ sheet, columns }) => (
            <li key={sheet}>
              <span className={styles.sheetName}>{t(`sheets.${sheet}`)}</span>{' '}
              <a href={file(`${sheet}.csv`)} download>
                {t('export.csv', { sheet: t(`sheets.${sheet}`) })}
              </a>{' '}
              <a href={file(`${sheet}.xlsx`)} download>
                {t('export.xlsx', { sheet: t(`sheets.${sheet}`) })}
              </a>
              <p className={styles.note}>
                {t('export.columns', {
                  keys: names(columns.filter((c) => c.required && !c.written)),
                  written: names(columns.filter((c) => c.written)),
                  read: names(columns.filter((c) => !c.required && !c.written)),
                })}
              </p>
            </li>
          ))}
        </ul>
        <p>
          <a href={file('all.xlsx')} download>
            {t('export.all')}
          </a>
        </p>
      </section>
      {texts ? <ImportDesk locale={locale} texts={texts} /> : <Notice>{t('readOnly')}</Notice>}
    </>
  );
}

import { getLocale, getTranslations } from 'next-intl/server';
import styles from './product-page.module.css';
import type { PageProduct } from './queries';

/** The parameters shown to shoppers, a table per group; nothing when none is shown. */
export async function ProductSpecification({ groups }: { groups: PageProduct['parameterGroups'] }) {
  const t = await getTranslations('product');
  const visibleGroups = groups
    .map((g) => ({ ...g, parameters: g.parameters.filter((p) => p.show) }))
    .filter((g) => g.parameters.length > 0);
  if (visibleGroups.length === 0) return null;
  return (
    <section aria-labelledby="product-specification" className={styles.section}>
      <h2 id="product-specification">{t('specification')}</h2>
      {visibleGroups.map((group) => (
        <table key={group.parameterGroupId} className={styles.specs}>
          <caption>{group.name}</caption>
          <tbody>
            {group.parameters.map((p) => (
              <tr key={p.parameterId}>
                <th scope="row">{p.name}</th>
                <td>{p.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

/** The manuals and other documents, as PDFs, each named with its language. */
export async function ProductDocuments({ documents }: { documents: PageProduct['documents'] }) {
  if (documents.length === 0) return null;
  const [t, locale] = await Promise.all([getTranslations('product'), getLocale()]);
  const languageName = new Intl.DisplayNames([locale], { type: 'language' });
  return (
    <section aria-labelledby="product-documents" className={styles.section}>
      <h2 id="product-documents">{t('documents')}</h2>
      <ul className={styles.documents}>
        {documents.map((d) => (
          <li key={d.documentId}>
            <a href={d.url} hrefLang={d.languageCode} type="application/pdf">
              {t('documentLink', {
                title: d.title,
                language: languageName.of(d.languageCode) ?? d.languageCode,
              })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

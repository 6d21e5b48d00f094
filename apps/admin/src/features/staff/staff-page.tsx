import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { DataTable, dataTableTexts, hrefWith, param, readSort, type SearchParams } from '@/ui/data-table';
import { Notice } from '@/ui/notice';
import { StaffMembersQuery } from './documents';
import { STAFF_LANGUAGES, STAFF_ROLES } from './roles';
import styles from './staff.module.css';
import { AddMemberForm, type StaffFormTexts } from './staff-forms';
import { SORTABLE_STAFF_COLUMNS, type StaffTableTexts, sortMembers, staffColumns } from './staff-table';

export async function staffMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('staff'))('title') };
}

async function formTexts(): Promise<StaffFormTexts> {
  const [t, tShell, tCommon] = await Promise.all([
    getTranslations('staff'),
    getTranslations('shell'),
    getTranslations('common'),
  ]);
  return {
    email: t('add.email'),
    name: t('add.name'),
    role: t('add.role'),
    language: t('add.language'),
    submit: t('add.submit'),
    newLink: t('newLink'),
    roles: Object.fromEntries(STAFF_ROLES.map((role) => [role, tShell(`roles.${role}`)])),
    languages: Object.fromEntries(STAFF_LANGUAGES.map((code) => [code, t(`languages.${code}`)])),
    linkTitle: t.raw('add.linkTitle') as string,
    linkText: t.raw('add.linkText') as string,
    problems: {
      ...(t.raw('problems') as Record<string, string>),
      ...(tCommon.raw('formErrors') as Record<string, string>),
    },
  };
}

/** The owner's staff page: every member, their role and state, and adding one. */
export async function StaffPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const [{ staffMembers, me }, t, format, forms] = await Promise.all([
    staffQuery(StaffMembersQuery, {}),
    getTranslations('staff'),
    getFormatter(),
    formTexts(),
  ]);
  const path = href(locale, '/staff');
  const sort = readSort(searchParams, SORTABLE_STAFF_COLUMNS, { column: 'name', direction: 'asc' });
  const texts: StaffTableTexts = {
    columns: t.raw('columns') as StaffTableTexts['columns'],
    status: t.raw('status') as StaffTableTexts['status'],
    never: t('never'),
    you: t('you'),
    roleFor: (name) => t('roleFor', { name }),
    changeRole: t('changeRole'),
    disable: t('disable'),
    enable: t('enable'),
    resetTotp: t('resetTotp'),
    forms,
  };
  const done = param(searchParams, 'done');
  const problem = param(searchParams, 'problem');
  const formatDate = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {done && t.has(`done.${done}`) ? <Notice tone="success">{t(`done.${done}`)}</Notice> : null}
      {problem ? <Notice tone="error">{forms.problems[problem] ?? forms.problems.UNKNOWN}</Notice> : null}
      <div className={styles.section}>
        <DataTable
          caption={t('tableCaption')}
          columns={staffColumns(texts, locale, me.id, formatDate)}
          rows={sortMembers(staffMembers, sort.column, sort.direction)}
          rowKey={(member) => String(member.id)}
          sort={sort}
          sortHref={(column, direction) => hrefWith(path, searchParams, { sort: column, dir: direction })}
          texts={await dataTableTexts()}
        />
      </div>
      <section className={styles.section} aria-labelledby="add-member">
        <h2 id="add-member">{t('add.title')}</h2>
        <AddMemberForm texts={forms} locale={locale} />
      </section>
    </>
  );
}

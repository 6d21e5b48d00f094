import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { currentMember } from '@/lib/session/member.server';
import { DataTable, dataColumns, dataTableTexts, param, type SearchParams } from '@/ui/data-table';
import { Button } from '@/ui/form';
import { Notice } from '@/ui/notice';
import styles from './account.module.css';
import { type AccountFormTexts, CreateTokenForm, TotpSetupForm, TurnOffTotpForm } from './account-forms';
import { revokeTokenAction } from './actions';
import { type ApiTokenRow, ApiTokensQuery } from './documents';

export async function accountMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('title') };
}

async function formTexts(): Promise<AccountFormTexts> {
  const [t, tCommon] = await Promise.all([getTranslations('account'), getTranslations('common')]);
  return {
    startSetup: t('totp.start'),
    scan: t('totp.scan'),
    qrLabel: t('totp.qrLabel'),
    secretLabel: t('totp.secretLabel'),
    code: t('totp.code'),
    confirm: t('totp.confirm'),
    turnOff: t('totp.turnOff'),
    tokenName: t('tokens.name'),
    createToken: t('tokens.create'),
    tokenShownOnce: t.raw('tokens.shownOnce') as string,
    problems: {
      ...(t.raw('problems') as Record<string, string>),
      ...(tCommon.raw('formErrors') as Record<string, string>),
    },
  };
}

/** My account: who I am, two-factor sign-in, and my personal API tokens. */
export async function AccountPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const me = await currentMember();
  // An owner who must set up two-factor sign-in first may read nothing else, their tokens included.
  const [apiTokens, t, tShell, format, forms, tableTexts] = await Promise.all([
    me.mustSetUpTotp ? [] : staffQuery(ApiTokensQuery, {}).then((data) => data.apiTokens),
    getTranslations('account'),
    getTranslations('shell'),
    getFormatter(),
    formTexts(),
    dataTableTexts(),
  ]);
  const date = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : t('tokens.never');
  const column = dataColumns<ApiTokenRow>();
  const columns = [
    column.accessor('name', { header: t('tokens.columns.name'), meta: { rowHeader: true } }),
    column.accessor('createdAt', {
      header: t('tokens.columns.created'),
      cell: ({ getValue }) => date(getValue()),
    }),
    column.accessor('lastUsedAt', {
      header: t('tokens.columns.lastUsed'),
      cell: ({ getValue }) => date(getValue()),
    }),
    column.display({
      id: 'state',
      header: t('tokens.columns.state'),
      cell: ({ row }) =>
        row.original.revokedAt ? (
          t('tokens.revokedAt', { at: date(row.original.revokedAt) })
        ) : (
          <form action={revokeTokenAction}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="tokenId" value={row.original.id} />
            <Button kind="danger" aria-label={t('tokens.revokeNamed', { name: row.original.name })}>
              {t('tokens.revoke')}
            </Button>
          </form>
        ),
    }),
  ];
  const done = param(searchParams, 'done');
  const problem = param(searchParams, 'problem');
  return (
    <>
      <h1>{t('title')}</h1>
      {done && t.has(`done.${done}`) ? <Notice tone="success">{t(`done.${done}`)}</Notice> : null}
      {problem ? <Notice tone="error">{forms.problems[problem] ?? forms.problems.UNKNOWN}</Notice> : null}
      {me.mustSetUpTotp ? <Notice tone="error">{t('totp.required')}</Notice> : null}
      <dl className={styles.facts}>
        <dt>{t('name')}</dt>
        <dd>{me.name}</dd>
        <dt>{t('email')}</dt>
        <dd>{me.email}</dd>
        <dt>{t('role')}</dt>
        <dd>{tShell(`roles.${me.role}`)}</dd>
      </dl>
      <section className={styles.section} aria-labelledby="totp">
        <h2 id="totp">{t('totp.title')}</h2>
        <p>{me.totpEnabled ? t('totp.on') : t('totp.off')}</p>
        {me.totpEnabled ? (
          <TurnOffTotpForm texts={forms} locale={locale} />
        ) : (
          <TotpSetupForm texts={forms} locale={locale} />
        )}
      </section>
      {me.mustSetUpTotp ? null : (
        <section className={styles.section} aria-labelledby="tokens">
          <h2 id="tokens">{t('tokens.title')}</h2>
          <p>{t('tokens.intro')}</p>
          <DataTable
            caption={t('tokens.caption')}
            columns={columns}
            rows={apiTokens}
            rowKey={(token) => String(token.id)}
            texts={{ ...tableTexts, empty: t('tokens.none') }}
          />
          <h3>{t('tokens.newTitle')}</h3>
          <CreateTokenForm texts={forms} locale={locale} />
        </section>
      )}
    </>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { stockholmLocal } from '@/lib/typed-input';
import { param, type SearchParams } from '@/ui/data-table';
import { Button } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { endPromoCodeAction } from './actions';
import { CodeForm } from './code-form';
import { ChoicesQuery, PromoCodeQuery } from './documents';
import { codeFormTexts } from './form-texts.server';
import { discountOf, formatMoment } from './format';
import styles from './marketing.module.css';
import { MarketingNav } from './marketing-nav';
import { navTexts, problemTexts } from './texts.server';

export async function newCodeMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('marketing'))('code.newTitle') };
}

export async function codeMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('marketing'))('code.editTitle') };
}

/** A new promo code's form: it starts now unless told otherwise. */
export async function NewCodePage({ locale }: { locale: Locale }) {
  const [{ marketingChoices }, t, texts, nav] = await Promise.all([
    staffQuery(ChoicesQuery, { languageCode: locale }),
    getTranslations('marketing'),
    codeFormTexts(),
    navTexts(),
  ]);
  return (
    <>
      <p>
        <Link href={href(locale, '/codes')}>{t('code.back')}</Link>
      </p>
      <h1>{t('code.newTitle')}</h1>
      <MarketingNav locale={locale} current="codes" texts={nav} />
      <CodeForm
        locale={locale}
        initial={{ kind: 'PERCENTAGE', startsAt: stockholmLocal(new Date().toISOString()) }}
        choices={marketingChoices}
        texts={texts}
      />
    </>
  );
}

/** A promo code's page: its uses and state, its form, and ending it now. */
export async function CodePage({
  locale,
  code,
  searchParams,
}: {
  locale: Locale;
  code: string;
  searchParams: SearchParams;
}) {
  const typed = decodeURIComponent(code).slice(0, 100);
  const [{ marketingPromoCode: promo, marketingChoices }, t, texts, nav, problems] = await Promise.all([
    staffQuery(PromoCodeQuery, { code: typed, languageCode: locale }),
    getTranslations('marketing'),
    codeFormTexts(),
    navTexts(),
    problemTexts(),
  ]);
  if (!promo) notFound();
  const done = param(searchParams, 'done');
  const problem = param(searchParams, 'problem');
  const decimal = (n: number) => String(n).replace('.', locale === 'sv' ? ',' : '.');
  const initial: Record<string, string> = {
    kind: promo.kind,
    percentage: promo.percentage === null ? '' : decimal(promo.percentage),
    requiredBrandId: promo.requiredBrandId ? String(promo.requiredBrandId) : '',
    maxUses: promo.maxUses === null ? '' : String(promo.maxUses),
    maxUsesPerCustomer: promo.maxUsesPerCustomer === null ? '' : String(promo.maxUsesPerCustomer),
    startsAt: stockholmLocal(promo.startsAt),
    endsAt: promo.endsAt ? stockholmLocal(promo.endsAt) : '',
    hideTitle: promo.hideTitle ? 'on' : '',
  };
  for (const { languageCode, text } of promo.names) initial[`name-${languageCode}`] = text;
  for (const { currency, amount } of promo.amountsOff) initial[`amount-${currency}`] = decimal(amount);
  for (const { currency, amount } of promo.minimumOrder) initial[`minimum-${currency}`] = decimal(amount);
  return (
    <>
      <p>
        <Link href={href(locale, '/codes')}>{t('code.back')}</Link>
      </p>
      <h1>{promo.code}</h1>
      <MarketingNav locale={locale} current="codes" texts={nav} />
      {done ? <Notice tone="success">{t(done === 'ended' ? 'code.ended' : 'code.saved')}</Notice> : null}
      {problem ? <Notice tone="error">{problems[problem] ?? problems.UNKNOWN}</Notice> : null}
      <section className={styles.panel} aria-labelledby="code-facts">
        <h2 id="code-facts">{t('code.facts')}</h2>
        <dl className={styles.facts}>
          <dt>{t('code.state')}</dt>
          <dd>
            {t(`codeState.${promo.state}`)} — {t(`codeShopper.${promo.state}`)}
          </dd>
          <dt>{t('code.gives')}</dt>
          <dd>{discountOf(promo, locale, t('kind.FREE_SHIPPING'))}</dd>
          <dt>{t('code.uses')}</dt>
          <dd>
            {promo.maxUses === null
              ? String(promo.uses)
              : t('codes.usesOf', { uses: promo.uses, max: promo.maxUses })}
            {' · '}
            {t('code.customers', { count: promo.customers })}
          </dd>
          <dt>{t('code.period')}</dt>
          <dd>
            {formatMoment(promo.startsAt, locale)} –{' '}
            {formatMoment(promo.endsAt, locale) || t('campaigns.noEnd')}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="code-edit">
        <h2 id="code-edit">{t('code.editTitle')}</h2>
        <CodeForm
          locale={locale}
          existing={promo.code}
          initial={initial}
          choices={marketingChoices}
          texts={texts}
        />
      </section>
      {promo.state === 'ENDED' ? null : (
        <section className={styles.panel} aria-labelledby="code-end">
          <h2 id="code-end">{t('code.endTitle')}</h2>
          <p>{t('code.endText')}</p>
          <form action={endPromoCodeAction}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="code" value={promo.code} />
            <Button kind="danger">{t('code.endButton')}</Button>
          </form>
        </section>
      )}
    </>
  );
}

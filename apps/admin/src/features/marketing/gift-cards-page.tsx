import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { CurrenciesQuery } from './documents';
import { type GiftCardTexts, IssueForm, LookupForm } from './gift-card-forms';
import { MarketingNav } from './marketing-nav';
import { navTexts, problemTexts } from './texts.server';

export async function giftCardsMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('marketing'))('giftCards.title') };
}

/** Gift cards: issue one (its code shown once), and find one by its code to see its uses or void it. */
export async function GiftCardsPage({ locale }: { locale: Locale }) {
  const [{ marketingChoices }, t, nav, problems] = await Promise.all([
    staffQuery(CurrenciesQuery, {}),
    getTranslations('marketing'),
    navTexts(),
    problemTexts(),
  ]);
  const g = (key: string) => t(`giftCards.${key}`);
  const texts: GiftCardTexts = {
    issue: {
      title: g('issue.title'),
      currency: g('issue.currency'),
      amount: g('issue.amount'),
      amountHint: g('issue.amountHint'),
      expiresOn: g('issue.expiresOn'),
      expiresHint: g('issue.expiresHint'),
      note: g('issue.note'),
      noteHint: g('issue.noteHint'),
      submit: g('issue.submit'),
      issued: g('issue.issued'),
      codeOnce: g('issue.codeOnce'),
    },
    lookup: {
      title: g('lookup.title'),
      code: g('lookup.code'),
      codeHint: g('lookup.codeHint'),
      submit: g('lookup.submit'),
    },
    card: Object.fromEntries(
      [
        'title',
        'code',
        'state',
        'balance',
        'initial',
        'issued',
        'expires',
        'never',
        'note',
        'voided',
        'uses',
        'noUses',
        'order',
        'at',
        'drawn',
        'returned',
        'stage',
      ].map((key) => [key, g(`card.${key}`)]),
    ) as GiftCardTexts['card'],
    states: Object.fromEntries(
      ['ACTIVE', 'EMPTY', 'EXPIRED', 'VOIDED'].map((s) => [s, t(`giftCardState.${s}`)]),
    ),
    void: {
      title: g('void.title'),
      text: g('void.text'),
      reason: g('void.reason'),
      submit: g('void.submit'),
      done: g('void.done'),
    },
    problems,
  };
  return (
    <>
      <h1>{t('giftCards.title')}</h1>
      <MarketingNav locale={locale} current="giftCards" texts={nav} />
      <p>{t('giftCards.intro')}</p>
      <IssueForm locale={locale} currencies={marketingChoices.currencies} texts={texts} />
      <LookupForm locale={locale} texts={texts} />
    </>
  );
}

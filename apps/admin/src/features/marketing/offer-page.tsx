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
import { CartOfferQuery, ChoicesQuery } from './documents';
import { offerFormTexts } from './form-texts.server';
import { formatMoment } from './format';
import styles from './marketing.module.css';
import { MarketingNav } from './marketing-nav';
import { endCartOfferAction } from './offer-actions';
import { OfferForm } from './offer-form';
import { navTexts, problemTexts } from './texts.server';

export async function newOfferMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('marketing'))('offer.newTitle') };
}

export async function offerMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('marketing'))('offer.editTitle') };
}

/** A new cart offer's form: 3 for 2 from now unless told otherwise. */
export async function NewOfferPage({ locale }: { locale: Locale }) {
  const [{ marketingChoices }, t, texts, nav] = await Promise.all([
    staffQuery(ChoicesQuery, { languageCode: locale }),
    getTranslations('marketing'),
    offerFormTexts(),
    navTexts(),
  ]);
  return (
    <>
      <p>
        <Link href={href(locale, '/campaigns')}>{t('campaign.back')}</Link>
      </p>
      <h1>{t('offer.newTitle')}</h1>
      <MarketingNav locale={locale} current="campaigns" texts={nav} />
      <OfferForm
        locale={locale}
        initial={{
          kind: 'QUANTITY_PRICE',
          buyQuantity: '3',
          payQuantity: '2',
          startsAt: stockholmLocal(new Date().toISOString()),
        }}
        choices={marketingChoices}
        texts={texts}
      />
    </>
  );
}

/** A cart offer's page: where it stands, its form, and ending it now. */
export async function OfferPage({
  locale,
  offerId,
  searchParams,
}: {
  locale: Locale;
  offerId: string;
  searchParams: SearchParams;
}) {
  const id = Number(offerId);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const [{ marketingCartOffer: offer, marketingChoices }, t, texts, nav, problems] = await Promise.all([
    staffQuery(CartOfferQuery, { id, languageCode: locale }),
    getTranslations('marketing'),
    offerFormTexts(),
    navTexts(),
    problemTexts(),
  ]);
  if (!offer) notFound();
  const done = param(searchParams, 'done');
  const problem = param(searchParams, 'problem');
  const number = (n: number | null) =>
    n === null ? '' : String(n).replace('.', locale === 'sv' ? ',' : '.');
  const initial: Record<string, string> = {
    kind: offer.kind,
    categoryId: offer.categoryId ? String(offer.categoryId) : '',
    buyQuantity: number(offer.buyQuantity),
    payQuantity: number(offer.payQuantity),
    percentage: number(offer.percentage),
    minItems: number(offer.minItems),
    startsAt: stockholmLocal(offer.startsAt),
    endsAt: offer.endsAt ? stockholmLocal(offer.endsAt) : '',
    hideTitle: offer.hideTitle ? 'on' : '',
  };
  for (const { languageCode, text } of offer.names) initial[`name-${languageCode}`] = text;
  return (
    <>
      <p>
        <Link href={href(locale, '/campaigns')}>{t('campaign.back')}</Link>
      </p>
      <h1>{offer.name}</h1>
      <MarketingNav locale={locale} current="campaigns" texts={nav} />
      {done ? <Notice tone="success">{t(done === 'ended' ? 'offer.ended' : 'offer.saved')}</Notice> : null}
      {problem ? <Notice tone="error">{problems[problem] ?? problems.UNKNOWN}</Notice> : null}
      <section className={styles.panel} aria-labelledby="offer-facts">
        <h2 id="offer-facts">{t('offer.facts')}</h2>
        <dl className={styles.facts}>
          <dt>{t('campaign.state')}</dt>
          <dd>{t(`state.${offer.state}`)}</dd>
          <dt>{t('offers.columns.gives')}</dt>
          <dd>
            {offer.kind === 'QUANTITY_PRICE'
              ? t('offers.quantityPrice', {
                  buy: offer.buyQuantity ?? 0,
                  pay: offer.payQuantity ?? 0,
                  category: offer.categoryName ?? '',
                })
              : t('offers.cartDiscount', {
                  percentage: number(offer.percentage),
                  minItems: offer.minItems ?? 0,
                })}
          </dd>
          <dt>{t('campaign.period')}</dt>
          <dd>
            {formatMoment(offer.startsAt, locale)} –{' '}
            {formatMoment(offer.endsAt, locale) || t('campaigns.noEnd')}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="offer-edit">
        <h2 id="offer-edit">{t('offer.editTitle')}</h2>
        <OfferForm locale={locale} id={offer.id} initial={initial} choices={marketingChoices} texts={texts} />
      </section>
      {offer.state === 'ENDED' ? null : (
        <section className={styles.panel} aria-labelledby="offer-end">
          <h2 id="offer-end">{t('offer.endTitle')}</h2>
          <p>{t('offer.endText')}</p>
          <form action={endCartOfferAction}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="id" value={offer.id} />
            <Button kind="danger">{t('offer.endButton')}</Button>
          </form>
        </section>
      )}
    </>
  );
}

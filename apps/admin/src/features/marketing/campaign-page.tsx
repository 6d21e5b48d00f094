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
import { endCampaignAction } from './actions';
import { CampaignForm } from './campaign-form';
import { CampaignQuery, ChoicesQuery } from './documents';
import { campaignFormTexts } from './form-texts.server';
import { formatMoment } from './format';
import styles from './marketing.module.css';
import { MarketingNav } from './marketing-nav';
import { navTexts, problemTexts } from './texts.server';

export async function newCampaignMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('marketing'))('campaign.newTitle') };
}

export async function campaignMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('marketing'))('campaign.editTitle') };
}

/** A new campaign's form: it starts now unless told otherwise. */
export async function NewCampaignPage({ locale }: { locale: Locale }) {
  const [{ marketingChoices }, t, texts, nav] = await Promise.all([
    staffQuery(ChoicesQuery, { languageCode: locale }),
    getTranslations('marketing'),
    campaignFormTexts(),
    navTexts(),
  ]);
  return (
    <>
      <p>
        <Link href={href(locale, '/campaigns')}>{t('campaign.back')}</Link>
      </p>
      <h1>{t('campaign.newTitle')}</h1>
      <MarketingNav locale={locale} current="campaigns" texts={nav} />
      <CampaignForm
        locale={locale}
        initial={{ kind: 'PERCENTAGE', startsAt: stockholmLocal(new Date().toISOString()) }}
        choices={marketingChoices}
        texts={texts}
      />
    </>
  );
}

/** A campaign's page: where it stands, its form, and ending it now. */
export async function CampaignPage({
  locale,
  campaignId,
  searchParams,
}: {
  locale: Locale;
  campaignId: string;
  searchParams: SearchParams;
}) {
  const id = Number(campaignId);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) notFound();
  const [{ marketingCampaign: campaign, marketingChoices }, t, texts, nav, problems] = await Promise.all([
    staffQuery(CampaignQuery, { id, languageCode: locale }),
    getTranslations('marketing'),
    campaignFormTexts(),
    navTexts(),
    problemTexts(),
  ]);
  if (!campaign) notFound();
  const done = param(searchParams, 'done');
  const problem = param(searchParams, 'problem');
  const decimal = (n: number) => String(n).replace('.', locale === 'sv' ? ',' : '.');
  const initial: Record<string, string> = {
    kind: campaign.kind,
    percentage: campaign.percentage === null ? '' : decimal(campaign.percentage),
    market: campaign.market ?? '',
    categoryId: campaign.categoryId ? String(campaign.categoryId) : '',
    brandId: campaign.brandId ? String(campaign.brandId) : '',
    // A campaign of a category or brand keeps its products by those; by hand, by their article numbers.
    articleNumbers: campaign.categoryId || campaign.brandId ? '' : campaign.articleNumbers.join('\n'),
    startsAt: stockholmLocal(campaign.startsAt),
    endsAt: campaign.endsAt ? stockholmLocal(campaign.endsAt) : '',
    hideTitle: campaign.hideTitle ? 'on' : '',
  };
  for (const { languageCode, text } of campaign.names) initial[`name-${languageCode}`] = text;
  for (const { languageCode, text } of campaign.descriptions) initial[`description-${languageCode}`] = text;
  for (const { currency, amount } of campaign.amountsOff) initial[`amount-${currency}`] = decimal(amount);
  return (
    <>
      <p>
        <Link href={href(locale, '/campaigns')}>{t('campaign.back')}</Link>
      </p>
      <h1>{campaign.name}</h1>
      <MarketingNav locale={locale} current="campaigns" texts={nav} />
      {done ? (
        <Notice tone="success">{t(done === 'ended' ? 'campaign.ended' : 'campaign.saved')}</Notice>
      ) : null}
      {problem ? <Notice tone="error">{problems[problem] ?? problems.UNKNOWN}</Notice> : null}
      <section className={styles.panel} aria-labelledby="campaign-facts">
        <h2 id="campaign-facts">{t('campaign.facts')}</h2>
        <dl className={styles.facts}>
          <dt>{t('campaign.state')}</dt>
          <dd>{t(`state.${campaign.state}`)}</dd>
          <dt>{t('campaign.list')}</dt>
          <dd>/dc/{campaign.alias}</dd>
          <dt>{t('campaign.products')}</dt>
          <dd>{t('campaigns.products', { count: campaign.productCount })}</dd>
          <dt>{t('campaign.period')}</dt>
          <dd>
            {formatMoment(campaign.startsAt, locale)} –{' '}
            {formatMoment(campaign.endsAt, locale) || t('campaigns.noEnd')}
          </dd>
          <dt>{t('campaign.home')}</dt>
          <dd>{campaign.onHomePage ? t('campaign.onHome') : t('campaign.notOnHome')}</dd>
        </dl>
      </section>
      <section aria-labelledby="campaign-edit">
        <h2 id="campaign-edit">{t('campaign.editTitle')}</h2>
        <CampaignForm
          locale={locale}
          id={campaign.id}
          initial={initial}
          choices={marketingChoices}
          texts={texts}
        />
      </section>
      {campaign.state === 'ENDED' ? null : (
        <section className={styles.panel} aria-labelledby="campaign-end">
          <h2 id="campaign-end">{t('campaign.endTitle')}</h2>
          <p>{t('campaign.endText')}</p>
          <form action={endCampaignAction}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="id" value={campaign.id} />
            <Button kind="danger">{t('campaign.endButton')}</Button>
          </form>
        </section>
      )}
    </>
  );
}

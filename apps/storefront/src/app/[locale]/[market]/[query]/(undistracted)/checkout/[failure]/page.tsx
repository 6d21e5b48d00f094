import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

const REASONS = ['Error', 'OutOfStock', 'BlockedCustomer'] as const;
type Reason = (typeof REASONS)[number];

type Props = PageProps<{ failure: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageScope(params);
  const t = await getTranslations({ locale, namespace: 'providerFailure' });
  return { title: t('title'), robots: { index: false } };
}

/** Where a payment provider sends the shopper back after a failure: /checkout/{provider}-fail. */
export default async function ProviderFailurePage({ params }: Props) {
  await pageScope(params);
  const { failure } = await params;
  if (!/^[a-z]+-fail$/.test(failure)) notFound();
  const error = (await pageQuery(params)).get('error');
  const reason: Reason = REASONS.find((r) => r === error) ?? 'Error';
  const [t, links] = await Promise.all([getTranslations('providerFailure'), getLinks()]);
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      <p role="alert">{t(reason)}</p>
      {/* The checkout renders for each shopper: prefetching it only cost a render Next then cancelled. */}
      <Link href={links.route('checkout')} prefetch={false}>
        {t('back')}
      </Link>
    </article>
  );
}

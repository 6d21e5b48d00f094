import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AdoptSession } from '@/features/account/adopt-session';
import { namespaceMetadata } from '@/features/layout/text-route';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { LOGIN_QUERY } from '@/lib/routing/guards';
import { getLinks } from '@/lib/shop-context.server';

export const dynamic = 'force-dynamic';

export const generateMetadata = namespaceMetadata('account', 'account', { index: false });

/** The account's start is its orders; with `?loginToken=` staff first log in as the customer. */
export default async function AccountPage({ params }: PageProps) {
  await pageScope(params);
  const [links, query] = await Promise.all([getLinks(), pageQuery(params)]);
  const token = query.get('loginToken');
  if (!token) redirect(links.route('orders'));
  const [t, tAuth] = await Promise.all([getTranslations('account'), getTranslations('auth')]);
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      <AdoptSession
        token={token}
        ordersHref={links.route('orders')}
        signInHref={`${links.route('index')}?${LOGIN_QUERY}`}
        texts={{ signingIn: tAuth('signingIn'), loggedInAsUser: tAuth('loggedInAsUser') }}
      />
    </article>
  );
}

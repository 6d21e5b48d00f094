import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ListPage } from '@/features/catalog/list-page';
import styles from '@/features/catalog/list-page.module.css';
import { ListPageInfoQuery } from '@/features/catalog/queries';
import { routeAlternates } from '@/features/layout/alternates.server';
import { defaultSortFor } from '@/lib/config';
import { query } from '@/lib/graphql/server';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';
import { listQueryOf } from './resolve-list';

export type ListRouteProps = PageProps<{ path: string[] }>;

type Kind = 'c' | 'b' | 'dc';
const ROUTE_OF_KIND = { c: 'category', b: 'brand', dc: 'discountCampaign' } as const;

async function load(kind: Kind, props: ListRouteProps) {
  const { path } = await props.params;
  const url = `/${kind}/${path.join('/')}`;
  const { listPageInfo } = await query(ListPageInfoQuery, { url });
  return { url, info: listPageInfo };
}

export async function listMetadata(kind: Kind, props: ListRouteProps): Promise<Metadata> {
  await pageScope(props.params);
  const { info } = await load(kind, props);
  if (!info) return {};
  return {
    title: info.meta.title,
    description: info.meta.description,
    alternates: await routeAlternates(ROUTE_OF_KIND[kind], { path: info.canonicalUrl.split('/').slice(2) }),
  };
}

/** A category, brand or campaign list: 404 when unknown, redirected to its canonical URL. */
export async function ListRoute({ kind, ...props }: ListRouteProps & { kind: Kind }) {
  await pageScope(props.params);
  const [{ url, info }, addressQuery, links, t] = await Promise.all([
    load(kind, props),
    pageQuery(props.params),
    getLinks(),
    getTranslations('list'),
  ]);
  if (!info) notFound();
  if (url !== info.canonicalUrl)
    permanentRedirect(links.catalog(info.canonicalUrl, listQueryOf(addressQuery)));
  const filter =
    info.type === 'CATEGORY'
      ? { categoryAlias: info.alias }
      : info.type === 'BRAND'
        ? { brandAlias: info.alias }
        : { discountCampaignAlias: info.alias };
  return (
    <ListPage
      title={info.name}
      description={info.hideDescription ? undefined : info.primaryDescription}
      href={(q) => links.catalog(info.canonicalUrl, q)}
      filter={filter}
      query={addressQuery}
      defaultSort={defaultSortFor(ROUTE_OF_KIND[kind])}
      periods
    >
      {info.subCategories.length > 0 && (
        <nav aria-label={t('subCategories')}>
          <ul className={styles.children}>
            {info.subCategories.map((c) => (
              <li key={c.alias}>
                <Link href={links.catalog(c.canonicalUrl)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </ListPage>
  );
}

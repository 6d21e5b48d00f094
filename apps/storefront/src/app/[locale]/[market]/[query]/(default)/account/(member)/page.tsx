import { redirect } from 'next/navigation';
import { type PageProps, pageScope } from '@/lib/page.server';
import { getLinks } from '@/lib/shop-context.server';

export const dynamic = 'force-dynamic';

/** The account's start is its orders. */
export default async function AccountPage({ params }: PageProps) {
  await pageScope(params);
  redirect((await getLinks()).route('orders'));
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CONTACT_KINDS, type ContactKind } from '@/features/contact/contact-form-state';
import { CONTACT_ROUTES, ContactPage } from '@/features/contact/contact-page';
import { routeAlternates } from '@/features/layout/alternates.server';
import { type PageProps, pageQuery, pageScope } from '@/lib/page.server';

// Rendered once per address, then served from the page cache (ADR 18); the form's state is the action's.
export const dynamic = 'force-static';

type ContactProps = PageProps<{ kind: string }>;

const kindOf = (kind: string): ContactKind | null =>
  (CONTACT_KINDS as readonly string[]).includes(kind) ? (kind as ContactKind) : null;

export async function generateMetadata({ params }: ContactProps): Promise<Metadata> {
  const { locale } = await pageScope(params);
  const kind = kindOf((await params).kind);
  if (!kind) return {};
  const [t, alternates] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    routeAlternates(CONTACT_ROUTES[kind]),
  ]);
  return { title: t(`${kind}.title`), description: t(`${kind}.text`), alternates };
}

export default async function ContactRoute({ params }: ContactProps) {
  await pageScope(params);
  const kind = kindOf((await params).kind);
  if (!kind) notFound();
  const product = (await pageQuery(params)).get('product');
  return <ContactPage kind={kind} productAlias={product} />;
}

import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { Shell } from '@/features/shell';
import type { Locale } from '@/lib/routing/locales';
import { REQUEST_PATH_HEADER } from '@/lib/routing/paths';
import { currentMember } from '@/lib/session/member.server';

/** Every desk's page: a signed-in member, inside the shell. */
export default async function DeskLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = (await params) as { locale: Locale };
  const [member, path] = await Promise.all([
    currentMember(),
    headers().then((incoming) => incoming.get(REQUEST_PATH_HEADER) ?? `/${locale}`),
  ]);
  return (
    <Shell member={member} locale={locale} path={path}>
      {children}
    </Shell>
  );
}

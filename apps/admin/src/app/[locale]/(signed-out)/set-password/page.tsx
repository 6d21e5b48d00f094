import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SetPasswordPage } from '@/features/auth';
import type { Locale } from '@/lib/routing/locales';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('setPassword.title') };
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = (await params) as { locale: Locale };
  const { token } = await searchParams;
  return <SetPasswordPage locale={locale} token={typeof token === 'string' ? token : null} />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { currentMember } from '@/lib/session/member.server';

export async function startMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('shell'))('start.title') };
}

/** The start page until the dashboard takes its place: who is signed in. */
export async function StartPage() {
  const [t, member] = await Promise.all([getTranslations('shell'), currentMember()]);
  return (
    <>
      <h1>{t('start.title')}</h1>
      <p>{t('start.welcome', { name: member.name || member.email })}</p>
    </>
  );
}

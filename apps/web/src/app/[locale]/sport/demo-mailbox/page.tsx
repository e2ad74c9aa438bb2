import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DemoMailboxView } from '@/features/account';
import { PageTitle } from '@/features/catalogue';
import { getWebConfig } from '@/lib/config.server';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The demo mailbox (decision 021): on the embedded demo, which sends no real mail, the messages
 * to the accounts this browser created or signed in to. A real deployment has no such page.
 */
export default async function DemoMailboxPage() {
  if (!getWebConfig().demoMode) notFound();
  const t = await getTranslations('demoMailbox');
  return (
    <>
      <PageTitle title={t('title')} subtitle={t('subtitle')} testId="page-title" />
      <DemoMailboxView />
    </>
  );
}

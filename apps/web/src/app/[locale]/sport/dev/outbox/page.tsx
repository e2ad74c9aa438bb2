import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { OutboxView } from '@/features/account/components/outbox-view';
import { PageTitle } from '@/features/catalogue/components/page-title';
import { getWebConfig } from '@/lib/config.server';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Outside production only: the mail and SMS the platform sent, with their links. */
export default async function OutboxPage() {
  if (!getWebConfig().devOutbox) notFound();
  const t = await getTranslations('devOutbox');
  return (
    <>
      <PageTitle title={t('title')} subtitle={t('subtitle')} testId="page-title" />
      <OutboxView />
    </>
  );
}

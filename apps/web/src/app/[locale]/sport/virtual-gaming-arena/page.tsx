import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/features/catalogue';
import { VirtualArenaView } from '@/features/virtuals';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'virtuals.page' });
  return pageMetadata({
    locale,
    path: '/sport/virtual-gaming-arena',
    title: t('title'),
    description: t('description'),
  });
}

/** The virtual gaming arena (issue 22): next virtual matches, results and their proofs. */
export default async function VirtualGamingArenaPage() {
  const t = await getTranslations('virtuals.page');
  return (
    <>
      <PageTitle title={t('title')} testId="page-title" />
      <VirtualArenaView />
    </>
  );
}

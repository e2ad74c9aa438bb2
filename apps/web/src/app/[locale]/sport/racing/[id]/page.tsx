import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RaceCardView } from '@/features/racing';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

type RaceParams = Promise<Awaited<LocaleParams> & { id: string }>;

export async function generateMetadata({ params }: { params: RaceParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: 'racing.page' });
  return pageMetadata({
    locale,
    path: `/sport/racing/${id}`,
    title: t('raceTitle'),
    description: t('description'),
  });
}

/** A race's card (issue 22): runners, prices, live status and result. */
export default async function RacePage({ params }: { params: RaceParams }) {
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id)) notFound();
  return <RaceCardView id={Number(id)} />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GuestOnly } from '@/features/account';
import { getSports, HomeSections, SportGrid } from '@/features/catalogue/index.server';
import { HomeHero } from '@/features/home/index.server';
import { JackpotBanner } from '@/features/jackpots';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.home' });
  return pageMetadata({ locale, path: '/sport', title: t('title'), description: t('description') });
}

/** Home (sports): welcome block, live and top events, the next matches of every sport. */
export default async function SportsHomePage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const sports = await getSports(locale);
  return (
    <>
      <HomeHero signUpGate={(button) => <GuestOnly>{button}</GuestOnly>} />
      <JackpotBanner />
      {sports.status === 'ok' ? <HomeSections locale={locale} sports={sports.sports} /> : null}
      <SportGrid result={sports} />
    </>
  );
}

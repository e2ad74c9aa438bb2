import { HOME_PAGE_PATH } from '@sportsbook/contract/browser';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GuestOnly } from '@/features/account';
import { getSports, HomeSections, SportGrid } from '@/features/catalogue/index.server';
import { ContentBlockPage, getContentPage } from '@/features/content-blocks/index.server';
import { HomeHero } from '@/features/home/index.server';
import { JackpotBanner } from '@/features/jackpots';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.home' });
  const home = await getContentPage(HOME_PAGE_PATH, locale);
  // The operator's title and description when written for this locale; else the site's own.
  const content = home.status === 'ok' && home.page.locale === locale ? home.page.content : null;
  return pageMetadata({
    locale,
    path: '/sport',
    title: content?.title ?? t('title'),
    description: content?.description ?? t('description'),
  });
}

/**
 * Home (sports): the operator's home content page (decision 070), seeded as the welcome block,
 * the jackpots, live and top events, the next matches of every sport and the sports' cards.
 * Without it (the API did not answer, or no home page is published) the same sections in their
 * fixed order, so the home never breaks.
 */
export default async function SportsHomePage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  // Both at once: the page's blocks need the sports too (getSports is memoised per request).
  const [home, sports] = await Promise.all([
    getContentPage(HOME_PAGE_PATH, locale),
    getSports(locale),
  ]);
  if (home.status === 'ok') return <ContentBlockPage page={home.page} locale={locale} home />;
  return (
    <>
      <HomeHero signUpGate={(button) => <GuestOnly>{button}</GuestOnly>} />
      <JackpotBanner />
      {sports.status === 'ok' ? <HomeSections locale={locale} sports={sports.sports} /> : null}
      <SportGrid result={sports} />
    </>
  );
}

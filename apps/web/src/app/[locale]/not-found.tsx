import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/error-view/error-view';
import { NotFoundIllustration } from '@/components/error-view/not-found-illustration';
import { localizedHref } from '@/lib/locale-href.server';
import { StandalonePage } from '@/components/standalone-page/standalone-page';

/** Localized 404 for unknown paths outside /sport (e.g. /de/unknown). */
export default async function LocaleNotFound() {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  const home = localizedHref('/sport', locale);
  return (
    <StandalonePage homeHref={home} homeLabel={t('header.homeLink')}>
      <title>{`${t('page.not-found.title')} | Sportsbook`}</title>
      <ErrorView
        kind="not-found"
        illustration={<NotFoundIllustration />}
        title={t('page.not-found.title')}
        description={t('page.not-found.description')}
        homeLabel={t('page.error.home-button.title')}
        homeHref={home}
      />
    </StandalonePage>
  );
}

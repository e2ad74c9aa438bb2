import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/error-view/error-view';
import { NotFoundIllustration } from '@/components/error-view/not-found-illustration';
import { localizedHref } from '@/lib/locale-href.server';

/** 404 inside the shell: unknown sports, unknown paths under /sport and /sport/404. */
export default async function SportNotFound() {
  const [t, locale] = await Promise.all([getTranslations('page'), getLocale()]);
  return (
    <>
      {/* Nested not-found files cannot export metadata; React hoists this into <head>. */}
      <title>{`${t('not-found.title')} | Sportsbook`}</title>
      <ErrorView
        kind="not-found"
        illustration={<NotFoundIllustration />}
        title={t('not-found.title')}
        description={t('not-found.description')}
        homeLabel={t('error.home-button.title')}
        homeHref={localizedHref('/sport', locale)}
      />
    </>
  );
}

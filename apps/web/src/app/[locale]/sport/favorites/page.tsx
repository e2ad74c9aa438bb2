import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/features/catalogue';
import { FavouritesView } from '@/features/favourites';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'favourites' });
  return pageMetadata({
    locale,
    path: '/sport/favorites',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

export default async function FavoritesPage() {
  const t = await getTranslations('favourites');
  return (
    <>
      <PageTitle title={t('title')} testId="page-title" />
      <FavouritesView />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { first, type RawParams, PageTitle } from '@/features/catalogue';
import { SearchView } from '@/features/catalogue/index.server';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { localizedHref } from '@/lib/locale-href.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.search' });
  return pageMetadata({
    locale,
    path: '/sport/search',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/** /sport/search?q=…: matches and leagues whose names contain the query. */
export default async function SearchPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<RawParams>;
}) {
  const locale = await resolveLocale(params);
  const query = await searchParams;
  const q = (first(query.q) ?? '').trim();
  const t = await getTranslations('catalogue.search');
  return (
    <>
      <PageTitle title={q ? t('title', { query: q }) : t('label')} testId="page-title" />
      <SearchView locale={locale} q={q} action={localizedHref('/sport/search', locale)} />
    </>
  );
}

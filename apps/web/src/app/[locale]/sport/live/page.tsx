import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { RawParams } from '@/features/catalogue';
import { PageTitle } from '@/features/catalogue';
import { StatusListView } from '@/features/catalogue/index.server';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.live' });
  return pageMetadata({
    locale,
    path: '/sport/live',
    title: t('title'),
    description: t('description'),
  });
}

export default async function LivePage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<RawParams>;
}) {
  const locale = await resolveLocale(params);
  const [t, query] = await Promise.all([getTranslations('meta.live'), searchParams]);
  return (
    <>
      <PageTitle title={t('title')} testId="page-title" />
      <StatusListView locale={locale} kind="live" query={query} />
    </>
  );
}

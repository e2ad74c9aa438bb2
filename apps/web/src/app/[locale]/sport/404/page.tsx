import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'page' });
  return pageMetadata({
    locale,
    path: '/sport/404',
    title: t('not-found.title'),
    description: t('not-found.description'),
    noindex: true,
  });
}

/** The spec's "not found" route (betting-core §2): the shell's 404 with status 404. */
export default async function NotFoundRoute({ params }: { params: LocaleParams }) {
  await resolveLocale(params);
  notFound();
}

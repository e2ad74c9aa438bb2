import type { Metadata } from 'next';
import { contentPageMetadata } from '@/features/site-content/api/content-page-metadata.server';
import { ContentPage } from '@/features/site-content/components/content-page';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return contentPageMetadata('responsible-gambling', await resolveLocale(params));
}

/** /sport/responsible-gambling: the operator's Markdown page (content/<locale>/responsible-gambling.md). */
export default async function ResponsibleGamblingPage({ params }: { params: LocaleParams }) {
  return <ContentPage slug="responsible-gambling" locale={await resolveLocale(params)} />;
}

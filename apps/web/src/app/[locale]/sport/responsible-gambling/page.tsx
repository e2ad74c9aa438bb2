import type { Metadata } from 'next';
import { contentPageMetadata, ContentPage } from '@/features/site-content/index.server';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return contentPageMetadata('responsible-gambling', await resolveLocale(params));
}

/** /sport/responsible-gambling: the operator's Markdown page (content/<locale>/responsible-gambling.md). */
export default async function ResponsibleGamblingPage({ params }: { params: LocaleParams }) {
  return <ContentPage slug="responsible-gambling" locale={await resolveLocale(params)} />;
}

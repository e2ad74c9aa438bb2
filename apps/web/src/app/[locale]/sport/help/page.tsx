import type { Metadata } from 'next';
import { contentPageMetadata } from '@/features/site-content/api/content-page-metadata.server';
import { ContentPage } from '@/features/site-content/components/content-page';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return contentPageMetadata('help', await resolveLocale(params));
}

/** /sport/help: the operator's Markdown page (content/<locale>/help.md). */
export default async function HelpPage({ params }: { params: LocaleParams }) {
  return <ContentPage slug="help" locale={await resolveLocale(params)} />;
}

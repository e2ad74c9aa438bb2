import type { Metadata } from 'next';
import { contentPageMetadata, ContentPage } from '@/features/site-content/index.server';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return contentPageMetadata('help', await resolveLocale(params));
}

/** /sport/help: the operator's Markdown page (content/<locale>/help.md). */
export default async function HelpPage({ params }: { params: LocaleParams }) {
  return <ContentPage slug="help" locale={await resolveLocale(params)} />;
}

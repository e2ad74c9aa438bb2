import type { Metadata } from 'next';
import { contentPageMetadata, ContentPage } from '@/features/site-content/index.server';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return contentPageMetadata('terms', await resolveLocale(params));
}

/** /sport/terms: the operator's Markdown page (content/<locale>/terms.md). */
export default async function TermsPage({ params }: { params: LocaleParams }) {
  return <ContentPage slug="terms" locale={await resolveLocale(params)} />;
}

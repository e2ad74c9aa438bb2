import type { Metadata } from 'next';
import { contentPageMetadata, ContentPage } from '@/features/site-content/index.server';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return contentPageMetadata('about', await resolveLocale(params));
}

/** /sport/about: the operator's Markdown page (content/<locale>/about.md). */
export default async function AboutPage({ params }: { params: LocaleParams }) {
  return <ContentPage slug="about" locale={await resolveLocale(params)} />;
}

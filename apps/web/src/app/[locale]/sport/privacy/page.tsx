import type { Metadata } from 'next';
import { contentPageMetadata, ContentPage } from '@/features/site-content/index.server';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return contentPageMetadata('privacy', await resolveLocale(params));
}

/** /sport/privacy: the operator's Markdown page (content/<locale>/privacy.md). */
export default async function PrivacyPage({ params }: { params: LocaleParams }) {
  return <ContentPage slug="privacy" locale={await resolveLocale(params)} />;
}

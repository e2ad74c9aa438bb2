import type { Metadata } from 'next';
import { contentPageMetadata } from '@/features/site-content/api/content-page-metadata.server';
import { ContentPage } from '@/features/site-content/components/content-page';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return contentPageMetadata('general-rules', await resolveLocale(params));
}

/** /sport/general-rules: the operator's Markdown page (content/<locale>/general-rules.md). */
export default async function GeneralRulesPage({ params }: { params: LocaleParams }) {
  return <ContentPage slug="general-rules" locale={await resolveLocale(params)} />;
}

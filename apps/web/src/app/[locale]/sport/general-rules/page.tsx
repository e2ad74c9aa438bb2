import type { Metadata } from 'next';
import { contentPageMetadata, ContentPage } from '@/features/site-content/index.server';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return contentPageMetadata('general-rules', await resolveLocale(params));
}

/** /sport/general-rules: the operator's Markdown page (content/<locale>/general-rules.md). */
export default async function GeneralRulesPage({ params }: { params: LocaleParams }) {
  return <ContentPage slug="general-rules" locale={await resolveLocale(params)} />;
}

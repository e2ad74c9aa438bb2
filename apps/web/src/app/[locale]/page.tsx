import { redirect } from 'next/navigation';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { localizedHref } from '@/lib/locale-href.server';

/** The product lives under /sport; `/`, `/de`, `/br`, `/ar` send the player there. */
export default async function LocaleRootPage({ params }: { params: LocaleParams }) {
  redirect(localizedHref('/sport', await resolveLocale(params)));
}

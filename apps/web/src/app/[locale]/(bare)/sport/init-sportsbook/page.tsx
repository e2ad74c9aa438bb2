import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InitSportsbook, initTarget, initToken } from '@/features/embed';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { localizedHref } from '@/lib/locale-href.server';

export const metadata: Metadata = {
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Search = Record<string, string | string[] | undefined>;

/**
 * /sport/init-sportsbook?token=…&redirect=/sport/… (account-platform §2.1, decision 050): a
 * host starts an embedded session from a URL: the frame exchanges the host token (decision
 * 039) and opens the page it was asked for. Outside the shell: nothing of ours flashes first.
 */
export default async function InitSportsbookPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<Search>;
}) {
  const locale = await resolveLocale(params);
  const query = await searchParams;
  const t = await getTranslations('initSportsbook');
  return (
    <InitSportsbook
      token={initToken(query.token)}
      target={localizedHref(initTarget(query.redirect), locale)}
      labels={{ starting: t('starting'), failed: t('failed'), continue: t('continue') }}
    />
  );
}

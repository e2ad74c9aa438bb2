import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WalletView } from '@/features/account';
import { PageTitle } from '@/features/catalogue';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'account.wallet' });
  return pageMetadata({
    locale,
    path: '/sport/profile/wallet/transactions',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/** The wallet transactions page (account-platform §2.1, issue 16 §3): a private page. */
export default async function WalletTransactionsPage() {
  const t = await getTranslations('account.wallet');
  return (
    <>
      <PageTitle title={t('title')} testId="page-title" />
      <WalletView />
    </>
  );
}

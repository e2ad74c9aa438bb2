import type { Metadata } from 'next';
import { DemoPaymentWidget } from '@/features/account';
import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';

export const metadata: Metadata = { robots: { index: false, follow: false } };

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * The demo payment provider's widget (account-platform §2.1, §4 Deposit): the deposit modal shows
 * it in an iframe. Outside the shell (a route group without the sport layout): a provider's page
 * has no header of ours.
 */
export default async function DemoWidgetPage({ searchParams }: { searchParams: Promise<Search> }) {
  const query = await searchParams;
  return (
    <IntlScope>
      <QueryProvider>
        <DemoPaymentWidget
          amount={one(query.amount)}
          currency={one(query.currency)}
          returnUrl={one(query.return)}
        />
      </QueryProvider>
    </IntlScope>
  );
}

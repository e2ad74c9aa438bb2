'use client';

import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';
import { JackpotSlipNoteContent } from './slip-note-content';

/**
 * The slip's line saying which jackpots the stakes feed and by how much (betting-core §3 "Bet
 * slip: jackpots"; JP-001, FX-004): every active jackpot where a bet's stake gives a level a
 * non-zero share — in the slip's currency, or in another at the rates the server named for the
 * slip's currency (decision 071). Amounts in the jackpot's currency, ≈ in the slip's when it
 * differs. The same list as the banner's (one cached query per currency).
 */
export function JackpotSlipNote({ currency, stakes }: { currency: string; stakes: bigint[] }) {
  return (
    <IntlScope>
      <QueryProvider>
        <JackpotSlipNoteContent currency={currency} stakes={stakes} />
      </QueryProvider>
    </IntlScope>
  );
}

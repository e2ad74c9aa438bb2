'use client';

import { contributionOf } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';
import { jackpotsQuery } from '../api/jackpots';
import styles from './jackpots.module.css';

/**
 * The slip's line saying which jackpots the stakes feed (betting-core §3 "Bet slip: jackpots";
 * JP-001): active jackpots in the slip's currency where one bet's stake gives a level a
 * non-zero share. The same list as the banner's (one cached query).
 */
export function JackpotSlipNote({ currency, stakes }: { currency: string; stakes: bigint[] }) {
  return (
    <IntlScope>
      <QueryProvider>
        <Note currency={currency} stakes={stakes} />
      </QueryProvider>
    </IntlScope>
  );
}

function Note({ currency, stakes }: { currency: string; stakes: bigint[] }) {
  const t = useTranslations('jackpots');
  const jackpots = useQuery(jackpotsQuery());
  const fed = (jackpots.data ?? []).filter(
    (jackpot) =>
      jackpot.currency === currency &&
      jackpot.levels.some((level) =>
        stakes.some(
          (stake) => contributionOf(stake, { contributionPpm: level.contribution_ppm }) > 0n,
        ),
      ),
  );
  if (fed.length === 0) return null;
  return (
    <p className={styles.slipNote} data-testid="slip-jackpot-note">
      {t('slipNote', { names: fed.map((j) => j.name).join(', ') })}
    </p>
  );
}

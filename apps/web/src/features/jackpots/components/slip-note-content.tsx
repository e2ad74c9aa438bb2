'use client';

import { formatMoney } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { shownAmount, slipContributions } from '../api/converted';
import { jackpotsQuery } from '../api/jackpots';
import { ApproxAmount } from './jackpot-amount';
import styles from './jackpots.module.css';

/**
 * The slip's jackpot note inside its providers (jackpot-slip-note.tsx renders the scope): the
 * jackpots the stakes feed and what each gets (decision 071).
 */
export function JackpotSlipNoteContent({
  currency,
  stakes,
}: {
  currency: string;
  stakes: bigint[];
}) {
  const t = useTranslations('jackpots');
  const locale = useLocale();
  const jackpots = useQuery(jackpotsQuery(currency));
  const fed = slipContributions(jackpots.data ?? [], currency, stakes);
  if (fed.length === 0) return null;
  return (
    <>
      <p className={styles.slipNote} data-testid="slip-jackpot-note">
        {t('slipNote', { names: fed.map((j) => j.name).join(', ') })}
      </p>
      <ul className={styles.slipContributions}>
        {fed.map((jackpot) => (
          <li key={jackpot.id} data-testid="slip-jackpot-contribution">
            {t('slipContribution', {
              name: jackpot.name,
              amount: formatMoney(jackpot.amount, jackpot.currency, locale),
            })}
            <ApproxAmount
              shown={shownAmount(jackpot.amount, jackpot.currency, jackpot.converted, locale)}
              testId="slip-jackpot-contribution-converted"
              inline
            />
          </li>
        ))}
      </ul>
    </>
  );
}

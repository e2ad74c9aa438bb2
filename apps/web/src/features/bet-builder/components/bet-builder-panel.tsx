'use client';

import { formatMoney, type CurrencyCode } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import {
  addCustomBetToSlip,
  useQuickBetEnabled,
  useShowOdds,
  type CustomBetInput,
} from '@/features/betslip';
import { ApiError } from '@/lib/api-fetch';
import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';
import { customMarkets, customOdds } from '../api/bet-builder-client';
import type { CustomSelection } from '../api/bet-builder-client';
import styles from './bet-builder.module.css';

interface Picked extends CustomSelection {
  marketName: string;
  outcomeName: string;
}

const keyOf = (s: { market_id: number; specifier: string; outcome_id: string }) =>
  `${s.market_id}/${s.specifier}/${s.outcome_id}`;

/** The match a custom bet is built on, as the slip shows it. */
export type BetBuilderMatch = CustomBetInput['match'];

/**
 * The Bet Builder tab of a match page (betting-core §2 list key betbuilder, issue 21): outcomes
 * of one match to combine, the combined price from the match model as they are picked, and "Add
 * bet", which puts them in the bet slip as one custom bet (decisions 046, 053).
 */
export function BetBuilderPanel({ match }: { match: BetBuilderMatch }) {
  // Like every part loaded on demand, it brings its own translations and query client (018).
  return (
    <IntlScope>
      <QueryProvider>
        <Builder match={match} />
      </QueryProvider>
    </IntlScope>
  );
}

function Builder({ match }: { match: BetBuilderMatch }) {
  const { matchId } = match;
  const t = useTranslations('betBuilder');
  const locale = useLocale();
  const showOdds = useShowOdds();
  // Quick bet takes single outcomes; a custom bet always goes to the slip (decision 059).
  const quickBetOn = useQuickBetEnabled();
  const [picked, setPicked] = useState<Picked[]>([]);
  // "Added to your bet slip" until the next pick.
  const [added, setAdded] = useState(false);
  const markets = useQuery({
    queryKey: ['bet-builder', 'markets', matchId, locale],
    queryFn: () => customMarkets(matchId, locale),
    refetchInterval: 15_000,
  });
  const selections = useMemo(
    () =>
      picked.map(({ match_id, market_id, specifier, outcome_id }) => ({
        match_id,
        market_id,
        specifier,
        outcome_id,
      })),
    [picked],
  );
  const price = useQuery({
    queryKey: ['bet-builder', 'odds', locale, selections],
    queryFn: () => customOdds(selections, locale),
    enabled: selections.length >= 2,
    retry: false,
    refetchInterval: 10_000,
  });

  const toggle = (pick: Picked) => {
    setAdded(false);
    setPicked((current) =>
      current.some((p) => keyOf(p) === keyOf(pick))
        ? current.filter((p) => keyOf(p) !== keyOf(pick))
        : [...current, pick].slice(0, 10),
    );
  };

  const add = (odds: number) => {
    addCustomBetToSlip({
      match,
      parts: picked.map((p) => ({
        marketId: p.market_id,
        specifier: p.specifier,
        outcomeId: p.outcome_id,
        marketName: p.marketName,
        outcomeName: p.outcomeName,
      })),
      implied: price.data?.implied ?? [],
      odds,
    });
    setPicked([]);
    setAdded(true);
  };

  const groups = markets.data?.custom_bet_groups ?? [];
  // Ice hockey's builder combines regulation-time markets only (decision 046, Stop 28).
  const iceHockey = match.sportKey === 'ice-hockey';
  const groupTitle = (key: (typeof groups)[number]['group_key']) =>
    iceHockey && (key === 'result' || key === 'goals' || key === 'handicaps')
      ? t(`groupsIceHockey.${key}`)
      : t(`groups.${key}`);
  // Draw no bet in a custom bet: a draw voids the whole bet (decision 064).
  const drawNoBet = picked.some((p) => p.market_id === 11);
  // BB-008: the custom bet's own maximum stake, for a signed-in player (decision 064).
  const maxStake = selections.length >= 2 && !price.error ? price.data?.max_stake : null;
  const refusal =
    price.error instanceof ApiError ? price.error.displayMessage : price.error ? t('error') : null;
  const odds = selections.length >= 2 && !price.error ? price.data?.odds : undefined;

  return (
    <section
      id="bet-builder"
      className={styles.builder}
      aria-label={t('title')}
      data-testid="bet-builder"
    >
      <p className={styles.intro}>{t('intro')}</p>
      {iceHockey ? (
        <p className={styles.intro} data-testid="bet-builder-regulation">
          {t('regulationNote')}
        </p>
      ) : null}
      {markets.isError ? <p className={styles.error}>{t('unavailable')}</p> : null}
      {markets.isSuccess && groups.length === 0 ? (
        <p className={styles.intro}>{t('none')}</p>
      ) : null}
      {groups.map((group) => (
        <div key={group.group_key} className={styles.group}>
          <h3 className={styles.groupTitle}>{groupTitle(group.group_key)}</h3>
          {group.markets.map((market) => (
            <div key={`${market.market_id}/${market.specifier}`} className={styles.market}>
              <h4 className={styles.marketName}>{market.market_name}</h4>
              <div className={styles.outcomes}>
                {market.outcomes.map((outcome) => {
                  const pick: Picked = {
                    match_id: matchId,
                    market_id: market.market_id,
                    specifier: market.specifier,
                    outcome_id: outcome.outcome_id,
                    marketName: market.market_name,
                    outcomeName: outcome.name,
                  };
                  const pressed = picked.some((p) => keyOf(p) === keyOf(pick));
                  return (
                    <button
                      key={outcome.outcome_id}
                      type="button"
                      className={styles.outcome}
                      aria-pressed={pressed}
                      disabled={!outcome.active || market.market_status !== 1}
                      onClick={() => toggle(pick)}
                      data-testid="bet-builder-outcome"
                      data-market={market.market_id}
                      data-specifier={market.specifier}
                      data-outcome={outcome.outcome_id}
                    >
                      {outcome.name}
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      ))}
      {picked.length > 0 ? (
        <div className={styles.bar} data-testid="bet-builder-bar">
          <div className={styles.summary}>
            <span className={styles.count}>{t('selected', { count: picked.length })}</span>
            {quickBetOn ? (
              <p className={styles.intro} data-testid="bet-builder-quick-bet">
                {t('quickBet')}
              </p>
            ) : null}
            {refusal ? (
              <p className={styles.error} role="alert" data-testid="bet-builder-error">
                {refusal}
              </p>
            ) : (
              <span
                className={styles.price}
                data-testid="bet-builder-price"
                data-odds={odds ?? ''}
                aria-live="polite"
              >
                {picked.length < 2 ? t('pickMore') : odds ? showOdds(odds) : '…'}
              </span>
            )}
            {maxStake ? (
              <span className={styles.intro} data-testid="bet-builder-max-stake">
                {t('maxStake', {
                  amount: formatMoney(
                    BigInt(maxStake.value),
                    maxStake.currency as CurrencyCode,
                    locale,
                  ),
                })}
              </span>
            ) : null}
            {drawNoBet ? (
              <p className={styles.intro} data-testid="bet-builder-draw-no-bet">
                {t('drawNoBetNote')}
              </p>
            ) : null}
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClass('ghost')}
              onClick={() => setPicked([])}
              data-testid="bet-builder-clear"
            >
              {t('clear')}
            </button>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={!odds}
              onClick={() => odds && add(odds)}
              data-testid="bet-builder-add"
            >
              {t('addBet')}
            </button>
          </div>
        </div>
      ) : null}
      {added && picked.length === 0 ? (
        <p className={styles.added} role="status" data-testid="bet-builder-added">
          {t('added')}
        </p>
      ) : null}
    </section>
  );
}

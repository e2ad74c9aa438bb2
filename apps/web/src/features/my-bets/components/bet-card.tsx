'use client';

import { formatMoney } from '@sportsbook/domain';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { CustomBetTicketModal, useShowOdds } from '@/features/betslip';
import type { HistoryBet, HistoryMatch, HistorySelection } from '../api/bet-history';
import { BADGE_TONES, betBadge, isOpenBet } from '../api/bet-view';
import { remainingStakeOf } from '../api/partial-cashout';
import { useLiveMatch } from '../hooks/use-live-match';
import styles from './bet-card.module.css';
import { CashoutControl } from './cashout-control';
import { isolated } from './partial-cashout-picker';

/** A specifier's values for display: 'total=2.5' → '2.5', 'hcp=0:1' → '0:1'. */
function lineOf(specifier: string): string {
  return specifier
    .split('|')
    .filter(Boolean)
    .map((part) => part.slice(part.indexOf('=') + 1))
    .join(' · ');
}

/** "63'" from a clock's "63:12"; nothing when the match has no running time. */
function minuteOf(match: HistoryMatch): string | null {
  const time = match.clock?.matchTime;
  const minutes = time ? /^(\d+):\d{2}$/.exec(time)?.[1] : undefined;
  return minutes ? `${Number(minutes) + (match.clock?.stopped ? 0 : 1)}'` : null;
}

function MatchState({ snapshot }: { snapshot: HistoryMatch }) {
  const t = useTranslations('myBets');
  const match = useLiveMatch(snapshot);
  const score = match.totalScore;
  if (match.isLive) {
    const minute = minuteOf(match);
    return (
      <span className={styles.matchState} data-live="true" data-testid="bet-match-live">
        <span className={styles.liveDot} aria-hidden="true" />
        {t('live')}
        {minute ? <span>{minute}</span> : null}
        {score ? (
          <bdi dir="ltr" className={styles.score}>
            {score.home}–{score.away}
          </bdi>
        ) : null}
      </span>
    );
  }
  if (match.isFinished && score) {
    return (
      <span className={styles.matchState}>
        {t('final')}
        <bdi dir="ltr" className={styles.score}>
          {score.home}–{score.away}
        </bdi>
      </span>
    );
  }
  return null;
}

function SelectionRow({ selection }: { selection: HistorySelection }) {
  const t = useTranslations('myBets');
  const showOdds = useShowOdds();
  const line = lineOf(selection.specifier);
  const match = selection.match;
  return (
    <li
      className={styles.selection}
      data-result={selection.result ?? undefined}
      data-testid="bet-selection"
    >
      <span className={styles.resultDot} aria-hidden="true" />
      <div className={styles.selectionMain}>
        <span className={styles.outcome}>{selection.outcomeName}</span>
        <span className={styles.market}>
          {selection.marketName}
          {line ? ` (${line})` : ''}
        </span>
        <span className={styles.matchRow}>
          {match ? (
            <LocaleLink
              href={`/sport/${match.sportKey}/${match.slug}`}
              className={styles.matchLink}
            >
              {selection.matchName}
            </LocaleLink>
          ) : (
            <span>{selection.matchName}</span>
          )}
          {match ? <MatchState snapshot={match} /> : null}
        </span>
      </div>
      <div className={styles.selectionSide}>
        {selection.oddsType === 'sp' ? (
          // At SP (decision 072): the SP once the race is settled, "SP" until then.
          <span className={styles.odds} data-testid="bet-selection-sp">
            {selection.startingPrice === undefined
              ? t('startingPrice')
              : t('settledAtStartingPrice', { price: showOdds(selection.startingPrice) })}
          </span>
        ) : (
          <bdi dir="ltr" className={styles.odds}>
            {showOdds(selection.odds, { cap: false })}
          </bdi>
        )}
        {selection.result ? (
          <span className={styles.selectionResult} data-testid="bet-selection-result">
            {t(`selectionResults.${selection.result}`)}
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** A custom bet's parts in the custom-bet ticket modal (decision 053), as the slip shows them. */
function CustomBetDetails({ bet }: { bet: HistoryBet }) {
  const t = useTranslations('myBets');
  const tCustom = useTranslations('betslip.custom');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass('ghost', 'small')}
        onClick={() => setOpen(true)}
        data-testid="bet-custom-details"
      >
        {tCustom('details')}
      </button>
      {open ? (
        <CustomBetTicketModal
          matchName={bet.selections[0]?.matchName ?? ''}
          odds={bet.odds}
          parts={bet.selections.map((selection, index) => {
            const line = lineOf(selection.specifier);
            return {
              key: `${selection.marketId}/${selection.specifier}/${selection.outcomeId}/${index}`,
              outcomeName: selection.outcomeName,
              marketName: `${selection.marketName}${line ? ` (${line})` : ''}`,
              status: selection.result ? t(`selectionResults.${selection.result}`) : undefined,
            };
          })}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/**
 * One placed bet (betting-core §3 "Bet (placed / history)"): kind, reference and time, its
 * selections with the live score of their matches and their results, stake, odds, potential or
 * settled return, the result badge, and the cashout button while it is open.
 */
export function BetCard({ bet }: { bet: HistoryBet }) {
  const t = useTranslations('myBets');
  const locale = useLocale();
  const format = useFormatter();
  const showOdds = useShowOdds();
  const badge = betBadge(bet);
  const open = isOpenBet(bet);
  const atSp = bet.selections.some((selection) => selection.oddsType === 'sp');
  const money = (amount: bigint | string) => formatMoney(amount, bet.currency, locale);
  // After a partial cashout an open bet rides on what is left of its stake.
  const partlyCashedOut = bet.cashedOutStake !== '0' && badge !== 'cashedOut';
  const shownStake = open ? remainingStakeOf(bet) : BigInt(bet.stake.value);
  const kind = bet.systemType
    ? t('types.systemOf', { type: bet.systemType.id })
    : t(`types.${bet.type}`);
  return (
    <article
      className={styles.card}
      data-testid="bet-card"
      data-bet-id={bet.id}
      data-badge={badge}
      aria-labelledby={`bet-${bet.id}-title`}
    >
      <header className={styles.head}>
        <div className={styles.title}>
          <h3 id={`bet-${bet.id}-title`}>
            {kind}
            {bet.selections.length > 1 ? (
              <span className={styles.count}>
                {t('selections', { count: bet.selections.length })}
              </span>
            ) : null}
          </h3>
          <span className={styles.meta}>
            {t('ref', { ref: bet.ref })} ·{' '}
            <time dateTime={bet.createdAt}>
              {format.dateTime(new Date(bet.createdAt), {
                day: 'numeric',
                month: 'short',
                hour: '2-digit',
                minute: '2-digit',
                hourCycle: 'h23',
              })}
            </time>
          </span>
        </div>
        <span className={styles.badge} data-tone={BADGE_TONES[badge]} data-testid="bet-badge">
          {t(`badges.${badge}`)}
        </span>
      </header>

      <ul className={styles.selections}>
        {bet.selections.map((selection, index) => (
          <SelectionRow
            key={`${selection.matchId}/${selection.outcomeId}/${index}`}
            selection={selection}
          />
        ))}
      </ul>
      {bet.type === 'custom_bet' ? <CustomBetDetails bet={bet} /> : null}

      <dl className={styles.figures}>
        <div>
          <dt>{open && partlyCashedOut ? t('stakeLeft') : t('stake')}</dt>
          <dd data-testid="bet-stake" data-amount={shownStake.toString()}>
            <bdi dir="ltr">{money(shownStake)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('odds')}</dt>
          <dd>
            {/* An SP bet's stored price is only its bound, 40.00 (decision 072). */}
            {atSp ? t('startingPrice') : <bdi dir="ltr">{showOdds(bet.odds, { cap: false })}</bdi>}
          </dd>
        </div>
        {open ? (
          <div>
            <dt>{t('potentialWin')}</dt>
            <dd data-testid="bet-potential-win">
              {atSp ? t('startingPrice') : <bdi dir="ltr">{money(bet.potentialWin)}</bdi>}
            </dd>
          </div>
        ) : (
          <div className={styles.returned}>
            <dt>{badge === 'cashedOut' ? t('cashedOut') : t('returned')}</dt>
            <dd data-testid="bet-returned" data-amount={bet.winAmount ?? '0'}>
              <bdi dir="ltr">{money(bet.winAmount ?? '0')}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {partlyCashedOut ? (
        <p
          className={styles.partial}
          data-testid="bet-cashed-out-so-far"
          data-amount={bet.cashoutPaid}
          data-stake={bet.cashedOutStake}
        >
          {t('cashedOutSoFar', {
            amount: isolated(money(bet.cashoutPaid)),
            stake: isolated(money(bet.cashedOutStake)),
          })}
        </p>
      ) : null}

      {open ? <CashoutControl bet={bet} /> : null}
    </article>
  );
}

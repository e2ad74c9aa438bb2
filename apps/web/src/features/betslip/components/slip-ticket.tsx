'use client';

import {
  allowedBetTypes,
  availableSystemTypes,
  betOdds,
  betReturn,
  formatMoney,
  isMultiSingle,
  numberOfCombinations,
  slipBetType,
  slipSelections,
  slipTotals,
  systemTypeId,
  type BetType,
  type SlipBet,
  type SlipState,
} from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { AlertIcon } from '@/components/icons/alert-icon';
import { buttonClass } from '@/components/button/button-class';
import { dispatchSlip } from '../state/betslip-store';
import { useShowOdds } from '../state/odds-format-store';
import type { PlayerBetting } from '../state/player-betting';
import { OutOfLimitText, outOfLimitOf } from '@/features/safer-gambling';
import { JackpotSlipNote } from '@/features/jackpots';
import { placementErrorKey } from '../api/placement';
import { systemStakeSplit } from '../api/system-stake';
import { blockersFor, usePlaceBets } from '../hooks/use-place-bets';
import { useMaxStake } from '../hooks/use-max-stake';
import { ShareButton } from './share-button';
import { SlipSelectionItem } from './slip-selection-item';
import { SlipStake, defaultQuickStakes, type StakeMode } from './slip-stake';
import { SlipBonus } from './slip-bonus';
import { useSlipBonus } from '../hooks/use-slip-bonus';
import { bonusPreview, slipBonusTotals } from '../api/slip-bonuses';
import styles from './slip.module.css';

const BET_TYPES: readonly BetType[] = ['single', 'combo', 'system'];

/** The filled slip: selections, bet type, stake, totals, odds changes, errors and the place button. */
export function SlipTicket({
  slip,
  player,
  shareBetOn,
}: {
  slip: SlipState;
  player: PlayerBetting;
  /** Site setting isShareBetOn: the share button shows only when sharing is on. */
  shareBetOn: boolean;
}) {
  const t = useTranslations('betslip');
  const tError = useTranslations('error');
  const locale = useLocale();
  const showOdds = useShowOdds();
  const placeBets = usePlaceBets();
  const reasonsId = useId();
  const first = slip.bets[0];
  const [mode, setMode] = useState<StakeMode>(
    first?.stakeSource === 'potentialWin' ? 'win' : 'stake',
  );
  const selections = slipSelections(slip);
  const betType = slipBetType(slip);
  const allowed = allowedBetTypes(slip);
  // A refusal by a responsible-gambling limit names the limit and its reset (issue 18).
  const outOfLimit = slip.error ? outOfLimitOf(slip.error.details) : undefined;
  const totals = slipTotals(slip);
  const split =
    betType === 'system' && first
      ? systemStakeSplit(first.stake, betReturn(first).combinations)
      : null;
  const processing = slip.ticketState === 'processing';
  const loggedIn = player.status === 'loggedIn';
  const max = useMaxStake(slip);
  // Bonuses (issue 19): what each bet may carry and the one it carries — the one bet of the
  // slip, or each of several singles (decision 063).
  const betBonuses = useSlipBonus(slip, loggedIn);
  const severalSingles = isMultiSingle(slip);
  const slipBonus = severalSingles ? undefined : betBonuses[0];
  const bonus = slipBonus?.bonus;
  const bonusOf = (betId: string) => betBonuses.find((entry) => entry.bet.id === betId);
  const preview = slipBonus && bonus ? bonusPreview(slipBonus.bet, bonus) : undefined;
  const bonusTotals = slipBonusTotals(slip.bets, betBonuses);
  // Several singles: the stake field stakes the singles without a freebet (a freebet fixes its own).
  const cashBets = slip.bets.filter((bet) => bonusOf(bet.id)?.bonus?.bonus_type !== 'freebet');
  const blockers = blockersFor(slip, player, max.maxStake, bonusTotals.stakedByBonus).filter(
    (code) => code !== 'no_bets',
  );
  // Placing shows the spinner, not "a placement is in progress" as a reason.
  const reasons = blockers.filter((code) => code !== 'placement_in_progress');
  const systemTypes = availableSystemTypes(slip.systemTypes, selections.length);
  const currency = slip.currency;
  const quickStakes = player.stakes.length > 0 ? player.stakes : defaultQuickStakes(currency);
  const shownOdds = first && slip.bets.length === 1 ? betOdds(first) : null;
  // SP singles (decision 072) have no return until the off: the fixed-price ones are summed.
  const atSp = (bet: SlipBet) => bet.selections.some((s) => s.oddsType === 'sp');
  const spBets = slip.bets.filter(atSp).length;
  const fixedReturn = slip.bets
    .filter((bet) => !atSp(bet))
    .reduce((sum, bet) => sum + betReturn(bet).potentialReturn, 0n);
  const shownReturn = betBonuses.length > 0 ? bonusTotals.potentialReturn : totals.potentialReturn;
  const stakeBet = severalSingles ? (cashBets[0] ?? first) : first;
  const stakeValue =
    mode === 'win'
      ? (stakeBet?.potentialWinTarget ?? totals.potentialReturn)
      : (stakeBet?.stake ?? 0n);
  const shownStake = betBonuses.length > 0 ? bonusTotals.cashStake : totals.totalStake;
  // A comboboost's boosted return, with the return before it struck through (decision 063).
  const boostedFrom =
    bonus?.bonus_type === 'comboboost' && preview && preview.bonusPart > 0n
      ? preview.potentialReturn - preview.bonusPart
      : undefined;

  return (
    <div
      className={styles.ticket}
      data-testid="betslip-ticket"
      data-ticket-state={slip.ticketState}
    >
      <div className={styles.toolbar}>
        <span className={styles.count} data-testid="slip-count">
          {t('selections', { count: selections.length })}
        </span>
        {shareBetOn ? <ShareButton slip={slip} /> : null}
        <button
          type="button"
          className={styles.clear}
          disabled={processing}
          data-testid="slip-clear"
          onClick={() => dispatchSlip({ type: 'clear' })}
        >
          {t('clear')}
        </button>
      </div>

      <div className={styles.betTypes} role="group" aria-label={t('betTypes.label')}>
        {BET_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={styles.betType}
            aria-pressed={betType === type}
            disabled={processing || !allowed.includes(type)}
            data-testid={`bet-type-${type}`}
            onClick={() => dispatchSlip({ type: 'changeBetType', betType: type })}
          >
            {t(`betTypes.${type}`)}
          </button>
        ))}
      </div>

      {betType === 'system' && first?.systemType ? (
        <label className={styles.systemPicker}>
          <span>{t('system.label')}</span>
          <select
            className={styles.select}
            value={systemTypeId(first.systemType)}
            disabled={processing}
            data-testid="system-type"
            onChange={(event) => {
              const picked = systemTypes.find((type) => systemTypeId(type) === event.target.value);
              if (picked) dispatchSlip({ type: 'changeSystemType', systemType: picked });
            }}
          >
            {systemTypes.map((type) => (
              <option key={systemTypeId(type)} value={systemTypeId(type)}>
                {t('system.option', {
                  type: systemTypeId(type),
                  count: Number(numberOfCombinations(type.totalCount, type.winCount)),
                })}
              </option>
            ))}
          </select>
        </label>
      ) : null}

      {slip.ticketState === 'odds_changed' ? (
        <div className={styles.banner} role="status" data-testid="odds-changed-banner">
          <AlertIcon size={18} />
          <span>{t('oddsChanged.text')}</span>
          <button
            type="button"
            className={buttonClass('primary', 'small')}
            data-testid="accept-odds"
            onClick={() => dispatchSlip({ type: 'acceptChanges' })}
          >
            {t('oddsChanged.accept')}
          </button>
        </div>
      ) : null}

      <ul
        className={styles.selections}
        aria-label={t('selectionsLabel')}
        data-testid="slip-selections"
      >
        {selections.map((selection) => {
          // Several singles: each single's own freebet under it (decision 063).
          const own = severalSingles
            ? betBonuses.find((entry) => entry.bet.selections[0]?.id === selection.id)
            : undefined;
          return (
            <SlipSelectionItem key={selection.id} selection={selection} disabled={processing}>
              {own && own.available.length > 0 ? (
                <SlipBonus
                  bet={own.bet}
                  available={own.available}
                  selected={own.bonus}
                  disabled={processing}
                  stakeWithout={cashBets.find((bet) => bet.id !== own.bet.id)?.stake ?? 0n}
                  compact
                />
              ) : null}
            </SlipSelectionItem>
          );
        })}
      </ul>

      <div className={styles.footer}>
        {slipBonus ? (
          <SlipBonus
            bet={slipBonus.bet}
            available={slipBonus.available}
            selected={bonus}
            disabled={processing}
          />
        ) : null}
        <SlipStake
          mode={mode}
          onModeChange={setMode}
          value={stakeValue}
          currency={currency}
          quickStakes={quickStakes}
          perBet={isMultiSingle(slip)}
          systemLines={split ? Number(split.lines) : undefined}
          // A freebet fixes the stake to its amount (betting-core §4).
          disabled={
            processing ||
            bonus?.bonus_type === 'freebet' ||
            (severalSingles && cashBets.length === 0)
          }
          {...(severalSingles && cashBets.length < slip.bets.length
            ? { betIds: cashBets.map((bet) => bet.id) }
            : {})}
          max={loggedIn ? { onMax: () => void max.applyMax(), busy: max.busy } : undefined}
        />

        <dl className={styles.totals}>
          {shownOdds !== null ? (
            <div>
              <dt>{t('totals.odds')}</dt>
              <dd data-testid="slip-total-odds">
                {/* A comboboost's boosted odds are shown in its bonus block: these are struck. */}
                {bonus?.bonus_type === 'comboboost' && preview ? (
                  <del>
                    <bdi dir="ltr">{showOdds(shownOdds, { cap: false })}</bdi>
                  </del>
                ) : spBets > 0 ? (
                  t('startingPrice')
                ) : (
                  <bdi dir="ltr">{showOdds(shownOdds, { cap: false })}</bdi>
                )}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('totals.stake')}</dt>
            <dd data-testid="slip-total-stake">
              <bdi dir="ltr">{formatMoney(shownStake, currency, locale)}</bdi>
            </dd>
          </div>
          {bonusTotals.freebetStake > 0n ? (
            <div>
              <dt>{t('totals.freebets')}</dt>
              <dd data-testid="slip-total-freebets">
                <bdi dir="ltr">{formatMoney(bonusTotals.freebetStake, currency, locale)}</bdi>
              </dd>
            </div>
          ) : null}
          {split ? (
            <div>
              <dt>{t('totals.perLine')}</dt>
              <dd data-testid="slip-stake-per-line">
                <bdi dir="ltr">
                  {split.exact ? '' : '≈ '}
                  {formatMoney(split.perLine, currency, locale)}
                </bdi>
              </dd>
            </div>
          ) : null}
          <div className={styles.return}>
            <dt>{t('totals.return')}</dt>
            <dd data-testid="slip-potential-return">
              {boostedFrom !== undefined ? (
                <del className={styles.stakeBefore} data-testid="slip-return-before-boost">
                  <bdi dir="ltr">{formatMoney(boostedFrom, currency, locale)}</bdi>
                </del>
              ) : null}
              {spBets === 0 ? (
                <bdi dir="ltr">{formatMoney(shownReturn, currency, locale)}</bdi>
              ) : spBets === slip.bets.length ? (
                t('totals.atStartingPrice')
              ) : (
                t('totals.plusStartingPrice', {
                  amount: formatMoney(fixedReturn, currency, locale),
                })
              )}
            </dd>
          </div>
        </dl>
        {totals.capped ? <p className={styles.note}>{t('totals.capped')}</p> : null}
        {/* Jackpots (issue 20): which jackpots these stakes feed. */}
        {totals.totalStake > 0n ? (
          <JackpotSlipNote
            currency={currency}
            stakes={slip.bets.map((bet) => betReturn(bet).totalStake)}
          />
        ) : null}

        {slip.ticketState === 'success' && slip.error ? (
          // Singles the server refused alone (decision 063): they stay, with why.
          <div className={styles.notPlaced} role="alert" data-testid="slip-not-placed">
            <p>{t('notPlaced')}</p>
            <ul>
              {Object.entries(slip.error.messagesByBet).map(([betId, message]) => (
                <li key={betId}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {slip.ticketState === 'error' && slip.error ? (
          <div className={styles.error} role="alert" data-testid="slip-error">
            <p>{tError(placementErrorKey(slip.error))}</p>
            {outOfLimit ? (
              <p data-testid="slip-out-of-limit">
                <OutOfLimitText limit={outOfLimit} />
              </p>
            ) : Object.entries(slip.error.messagesByBet).length > 0 ? (
              <ul>
                {Object.entries(slip.error.messagesByBet).map(([betId, message]) => (
                  <li key={betId}>{message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}

        <button
          type="button"
          className={buttonClass('primary', 'large', styles.place)}
          disabled={reasons.length > 0 || processing}
          aria-busy={processing}
          aria-describedby={reasons.length > 0 ? reasonsId : undefined}
          data-testid="place-bets"
          onClick={() => void placeBets()}
        >
          {processing ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {t('placing')}
            </>
          ) : (
            t('place')
          )}
        </button>
        {reasons.length > 0 ? (
          <ul id={reasonsId} className={styles.reasons} data-testid="place-reasons">
            {reasons.map((code) => (
              <li key={code}>{t(`blockers.${code}`)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

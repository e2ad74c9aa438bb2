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
  type SlipState,
} from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { AlertIcon } from '@/components/icons/alert-icon';
import { buttonClass } from '@/components/button/button-class';
import { dispatchSlip } from '@/lib/betslip-store';
import { useShowOdds } from '@/lib/odds-format-store';
import type { PlayerBetting } from '@/lib/player-betting';
import { placementErrorKey } from '../api/placement';
import { systemStakeSplit } from '../api/system-stake';
import { blockersFor, usePlaceBets } from '../hooks/use-place-bets';
import { useMaxStake } from '../hooks/use-max-stake';
import { ShareButton } from './share-button';
import { SlipSelectionItem } from './slip-selection-item';
import { SlipStake, defaultQuickStakes, type StakeMode } from './slip-stake';
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
  const totals = slipTotals(slip);
  const split =
    betType === 'system' && first
      ? systemStakeSplit(first.stake, betReturn(first).combinations)
      : null;
  const processing = slip.ticketState === 'processing';
  const loggedIn = player.status === 'loggedIn';
  const max = useMaxStake(slip);
  const blockers = blockersFor(slip, player, max.maxStake).filter((code) => code !== 'no_bets');
  // Placing shows the spinner, not "a placement is in progress" as a reason.
  const reasons = blockers.filter((code) => code !== 'placement_in_progress');
  const systemTypes = availableSystemTypes(slip.systemTypes, selections.length);
  const currency = slip.currency;
  const quickStakes = player.stakes.length > 0 ? player.stakes : defaultQuickStakes(currency);
  const shownOdds = first && slip.bets.length === 1 ? betOdds(first) : null;
  const stakeValue =
    mode === 'win' ? (first?.potentialWinTarget ?? totals.potentialReturn) : (first?.stake ?? 0n);

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
        {selections.map((selection) => (
          <SlipSelectionItem key={selection.id} selection={selection} disabled={processing} />
        ))}
      </ul>

      <div className={styles.footer}>
        <SlipStake
          mode={mode}
          onModeChange={setMode}
          value={stakeValue}
          currency={currency}
          quickStakes={quickStakes}
          perBet={isMultiSingle(slip)}
          systemLines={split ? Number(split.lines) : undefined}
          disabled={processing}
          max={loggedIn ? { onMax: () => void max.applyMax(), busy: max.busy } : undefined}
        />

        <dl className={styles.totals}>
          {shownOdds !== null ? (
            <div>
              <dt>{t('totals.odds')}</dt>
              <dd data-testid="slip-total-odds">
                <bdi dir="ltr">{showOdds(shownOdds, { cap: false })}</bdi>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('totals.stake')}</dt>
            <dd data-testid="slip-total-stake">
              <bdi dir="ltr">{formatMoney(totals.totalStake, currency, locale)}</bdi>
            </dd>
          </div>
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
              <bdi dir="ltr">{formatMoney(totals.potentialReturn, currency, locale)}</bdi>
            </dd>
          </div>
        </dl>
        {totals.capped ? <p className={styles.note}>{t('totals.capped')}</p> : null}

        {slip.ticketState === 'error' && slip.error ? (
          <div className={styles.error} role="alert" data-testid="slip-error">
            <p>{tError(placementErrorKey(slip.error))}</p>
            {Object.entries(slip.error.messagesByBet).length > 0 ? (
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

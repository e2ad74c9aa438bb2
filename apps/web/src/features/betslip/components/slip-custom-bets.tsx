'use client';

import { BetErrorCode, RealtimeEventName, channels } from '@sportsbook/contract/browser';
import type {
  MarketsChangedMessage,
  MatchMarketsChangedMessage,
  MatchStatusChangedMessage,
} from '@sportsbook/contract';
import {
  compareOdds,
  formatMoney,
  isBettableMatchStatus,
  isCurrencyCode,
  type CurrencyCode,
  type OddsAcceptMode,
} from '@sportsbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { AlertIcon } from '@/components/icons/alert-icon';
import { CheckIcon } from '@/components/icons/check-icon';
import { CloseIcon } from '@/components/icons/close-icon';
import { accountKeys } from '@/lib/account-keys';
import { isApiError } from '@/lib/api-fetch';
import { betKeys } from '@/lib/bet-keys';
import { publish } from '@/lib/event-bus';
import type { RealtimePublication } from '@/lib/realtime/realtime-client';
import { useRealtimeChannel } from '@/lib/realtime/realtime-provider';
import { customBetOdds, matchStatusOf, placeCustomBet } from '../api/custom-bet';
import { deviceId } from '../api/place-bets';
import { dispatchCustomSlip, useCustomSlip } from '../state/custom-bet-store';
import {
  customBetBlockers,
  customBetPotentialWin,
  partKey,
  type CustomBetMatch,
  type CustomBetPart,
  type SlipCustomBet,
} from '../state/custom-bets';
import { useShowOdds } from '../state/odds-format-store';
import type { PlayerBetting } from '../state/player-betting';
import { CustomBetTicketModal } from './custom-bet-ticket';
import { amountText, parseTyped } from './slip-stake';
import styles from './slip.module.css';

/**
 * The slip's custom bets (decision 053): each bet builder combination is one line next to the
 * ordinary selections, with its parts, its live combined price, its own stake and place button
 * (POST /bets takes one custom bet per request). The ordinary ticket's bet types never touch it.
 */
export function SlipCustomBets({
  player,
  acceptMode,
}: {
  player: PlayerBetting;
  acceptMode: OddsAcceptMode;
}) {
  const t = useTranslations('betslip.custom');
  const custom = useCustomSlip();
  if (custom.bets.length === 0 && custom.removed.length === 0 && custom.placed.length === 0) {
    return null;
  }
  return (
    <section className={styles.customBets} aria-label={t('label')} data-testid="slip-custom-bets">
      {custom.removed.length > 0 ? (
        <div className={styles.banner} role="status" data-testid="custom-bet-removed">
          <AlertIcon size={18} />
          <span>
            {t('removed', {
              count: custom.removed.length,
              match: matchNameOf(custom.removed[0]!.match),
            })}
          </span>
          <button
            type="button"
            className={buttonClass('ghost', 'small')}
            onClick={() => dispatchCustomSlip({ type: 'dismissRemoved' })}
          >
            {t('dismiss')}
          </button>
        </div>
      ) : null}
      {custom.placed.length > 0 ? <CustomReceipt /> : null}
      {custom.bets.map((bet) => (
        <CustomBetLine key={bet.id} bet={bet} player={player} acceptMode={acceptMode} />
      ))}
    </section>
  );
}

export const matchNameOf = (match: CustomBetMatch) =>
  match.nameB ? `${match.nameA} – ${match.nameB}` : match.nameA;

const lineOf = (specifier: string) =>
  specifier
    .split('|')
    .filter(Boolean)
    .map((part) => part.slice(part.indexOf('=') + 1))
    .join(' · ');

/** The idempotency key of each attempt: a retry of the same bet at the same price reuses it. */
const attempts = new Map<string, string>();

function CustomBetLine({
  bet,
  player,
  acceptMode,
}: {
  bet: SlipCustomBet;
  player: PlayerBetting;
  acceptMode: OddsAcceptMode;
}) {
  const t = useTranslations('betslip.custom');
  const tSlip = useTranslations('betslip');
  const locale = useLocale();
  const showOdds = useShowOdds();
  const queryClient = useQueryClient();
  const reasonsId = useId();
  const [details, setDetails] = useState(false);
  const currency = player.currency;
  const [text, setText] = useState(() =>
    bet.currency === currency ? amountText(bet.stake, currency) : '',
  );
  // The account's currency may settle after the first paint: the field then shows the stored stake.
  const [shownFor, setShownFor] = useState(currency);
  if (shownFor !== currency) {
    setShownFor(currency);
    setText(bet.currency === currency ? amountText(bet.stake, currency) : '');
  }
  const typed = parseTyped(text, currency);
  const maxStake = useCustomBetLive(bet, acceptMode);
  // BB-008: the maximum is answered in the signed-in player's currency (decision 064).
  const maxStakeHere = maxStake && maxStake.currency === currency ? BigInt(maxStake.value) : null;

  const loggedIn = player.status === 'loggedIn';
  // Until the session is known (after a reload) a click would ask a signed-in player to sign in.
  const sessionKnown = player.status === 'loggedIn' || player.status === 'notLoggedIn';
  const blockers = customBetBlockers(bet, currency, maxStakeHere).filter(
    (code) => code !== 'placing',
  );
  const potential = bet.currency === currency ? customBetPotentialWin(bet) : 0n;
  const state = bet.isSuspended ? 'suspended' : bet.isChanged ? 'changed' : undefined;
  const direction = bet.isChanged
    ? compareOdds(bet.odds, bet.acceptedOdds) > 0
      ? 'up'
      : 'down'
    : undefined;

  async function place() {
    if (!sessionKnown) return;
    if (!loggedIn) {
      publish('modal-requested', { modal: 'signIn' });
      return;
    }
    if (blockers.length > 0 || bet.placing) return;
    const attempt = `${bet.id}|${bet.acceptedOdds}|${bet.stake}|${currency}`;
    const key = attempts.get(attempt) ?? crypto.randomUUID();
    attempts.set(attempt, key);
    dispatchCustomSlip({ type: 'placing', id: bet.id });
    try {
      const answer = await placeCustomBet({
        bet,
        currency,
        deviceId: deviceId(),
        locale,
        idempotencyKey: key,
      });
      attempts.delete(attempt);
      const placed = answer.data[0]!;
      dispatchCustomSlip({
        type: 'placed',
        id: bet.id,
        placed: {
          betId: placed.bet_id,
          match: bet.match,
          parts: bet.parts,
          odds: placed.odds,
          stake: bet.stake,
          potentialWin: BigInt(placed.potential_win),
          currency,
        },
      });
      void queryClient.invalidateQueries({ queryKey: accountKeys.accounts });
      void queryClient.invalidateQueries({ queryKey: betKeys.all });
    } catch (error) {
      if (isApiError(error) && error.status > 0) attempts.delete(attempt);
      const code = isApiError(error) && typeof error.code === 'number' ? error.code : null;
      const moved =
        isApiError(error) && error.code === BetErrorCode.invalidOddsCustomBet
          ? (error.body as { error?: { details?: { odds?: number }[] } } | null)?.error
              ?.details?.[0]?.odds
          : undefined;
      dispatchCustomSlip({
        type: 'failed',
        id: bet.id,
        code,
        odds: moved,
        message:
          moved !== undefined
            ? t('priceMoved')
            : isApiError(error)
              ? error.displayMessage
              : t('error'),
      });
      if (isApiError(error) && error.status === 401)
        publish('modal-requested', { modal: 'signIn' });
    }
  }

  return (
    <article
      className={styles.customBet}
      data-state={state}
      data-testid="slip-custom-bet"
      data-custom-bet={bet.id}
    >
      <header className={styles.customHead}>
        <div className={styles.selectionMain}>
          <span className={styles.customTitle}>{t('title')}</span>
          <span className={styles.matchName}>{matchNameOf(bet.match)}</span>
        </div>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('remove', { match: matchNameOf(bet.match) })}
          disabled={bet.placing}
          data-testid="custom-bet-remove"
          onClick={() => dispatchCustomSlip({ type: 'remove', id: bet.id })}
        >
          <CloseIcon size={16} />
        </button>
      </header>
      <ul className={styles.customParts}>
        {bet.parts.map((part) => (
          <li key={partKey(part)} data-testid="custom-bet-part" data-active={part.active}>
            <span className={styles.outcome}>{part.outcomeName}</span>
            <span className={styles.market}>{partMarket(part)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.customPriceRow}>
        <button
          type="button"
          className={styles.clear}
          onClick={() => setDetails(true)}
          data-testid="custom-bet-details"
        >
          {t('details')}
        </button>
        {state ? (
          <span className={styles.flag} data-testid="custom-bet-flag">
            {tSlip(`flags.${state}`)}
          </span>
        ) : null}
        <span
          className={styles.selectionOdds}
          data-move={direction}
          data-testid="custom-bet-odds"
          data-odds={bet.acceptedOdds}
        >
          {bet.isChanged ? (
            <del className={styles.oldOdds} aria-label={tSlip('oldOdds')}>
              <bdi dir="ltr">{showOdds(bet.acceptedOdds, { cap: false })}</bdi>
            </del>
          ) : null}
          <bdi dir="ltr">{showOdds(bet.odds, { cap: false })}</bdi>
        </span>
      </div>
      {bet.isChanged ? (
        <div className={styles.banner} role="status">
          <span>{t('changed')}</span>
          <button
            type="button"
            className={buttonClass('primary', 'small')}
            data-testid="custom-bet-accept"
            onClick={() => dispatchCustomSlip({ type: 'acceptChanges', id: bet.id })}
          >
            {tSlip('oddsChanged.accept')}
          </button>
        </div>
      ) : null}
      <label className={styles.stake}>
        <span className={styles.stakeLabel}>{tSlip('stake.label')}</span>
        <span className={styles.stakeField} data-invalid={typed === null}>
          <input
            className={styles.stakeInput}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            disabled={bet.placing}
            data-testid="custom-bet-stake"
            onChange={(event) => {
              setText(event.target.value);
              const stake = parseTyped(event.target.value, currency);
              dispatchCustomSlip({ type: 'setStake', id: bet.id, stake: stake ?? 0n, currency });
            }}
          />
          <span className={styles.currency}>{currency}</span>
        </span>
      </label>
      <dl className={styles.totals}>
        {maxStakeHere !== null ? (
          <div>
            <dt>{t('maxStake')}</dt>
            <dd data-testid="custom-bet-max-stake" data-amount={maxStakeHere.toString()}>
              <bdi dir="ltr">{formatMoney(maxStakeHere, currency, locale)}</bdi>
            </dd>
          </div>
        ) : null}
        <div className={styles.return}>
          <dt>{tSlip('totals.return')}</dt>
          <dd data-testid="custom-bet-potential" data-amount={potential.toString()}>
            <bdi dir="ltr">{formatMoney(potential, currency, locale)}</bdi>
          </dd>
        </div>
      </dl>
      {bet.error ? (
        <div className={styles.error} role="alert" data-testid="custom-bet-error">
          <p>{bet.error.message}</p>
        </div>
      ) : null}
      <button
        type="button"
        className={buttonClass('primary', 'large', styles.place)}
        disabled={bet.placing || !sessionKnown || (loggedIn && blockers.length > 0)}
        aria-busy={bet.placing}
        aria-describedby={blockers.length > 0 ? reasonsId : undefined}
        data-testid="custom-bet-place"
        onClick={() => void place()}
      >
        {bet.placing ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {tSlip('placing')}
          </>
        ) : loggedIn ? (
          tSlip('place')
        ) : (
          t('signIn')
        )}
      </button>
      {loggedIn && blockers.length > 0 ? (
        <ul id={reasonsId} className={styles.reasons}>
          {blockers.map((code) => (
            <li key={code}>{t(`blockers.${code}`)}</li>
          ))}
        </ul>
      ) : null}
      {details ? <CustomBetTicket bet={bet} onClose={() => setDetails(false)} /> : null}
    </article>
  );
}

const partMarket = (part: CustomBetPart) => {
  const line = lineOf(part.specifier);
  return `${part.marketName}${line && !part.marketName.includes(line) ? ` (${line})` : ''}`;
};

/** The custom-bet ticket modal of a line in the slip. */
function CustomBetTicket({ bet, onClose }: { bet: SlipCustomBet; onClose(): void }) {
  const t = useTranslations('betslip.custom');
  return (
    <CustomBetTicketModal
      matchName={matchNameOf(bet.match)}
      odds={bet.acceptedOdds}
      parts={bet.parts.map((part, index) => ({
        key: partKey(part),
        outcomeName: part.outcomeName,
        marketName: partMarket(part),
        implied: bet.implied.includes(index),
        status: part.active ? undefined : t('partClosed'),
      }))}
      onClose={onClose}
    />
  );
}

function CustomReceipt() {
  const t = useTranslations('betslip.custom');
  const tSlip = useTranslations('betslip');
  const locale = useLocale();
  const showOdds = useShowOdds();
  const { placed } = useCustomSlip();
  return (
    <div className={styles.receipt} role="status" data-testid="custom-bet-receipt">
      <div className={styles.receiptHead}>
        <span className={styles.receiptIcon} aria-hidden="true">
          <CheckIcon size={20} />
        </span>
        <h2>{t('placed', { count: placed.length })}</h2>
      </div>
      <ul className={styles.receiptList}>
        {placed.map((bet) => {
          const currency: CurrencyCode = isCurrencyCode(bet.currency) ? bet.currency : 'EUR';
          return (
            <li key={bet.betId} data-testid="custom-bet-receipt-bet" data-bet-id={bet.betId}>
              <span className={styles.receiptType}>{t('title')}</span>
              <span className={styles.receiptMatch}>{matchNameOf(bet.match)}</span>
              <ul className={styles.receiptSelections}>
                {bet.parts.map((part) => (
                  <li key={partKey(part)}>
                    <span className={styles.receiptOutcome}>{part.outcomeName}</span>
                  </li>
                ))}
              </ul>
              <span className={styles.receiptNumbers}>
                <bdi dir="ltr">{formatMoney(bet.stake, currency, locale)}</bdi>
                <bdi dir="ltr">@ {showOdds(bet.odds, { cap: false })}</bdi>
                <span>
                  {tSlip('totals.return')}:{' '}
                  <bdi
                    dir="ltr"
                    data-testid="custom-bet-receipt-win"
                    data-amount={bet.potentialWin.toString()}
                  >
                    {formatMoney(bet.potentialWin, currency, locale)}
                  </bdi>
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={buttonClass('secondary', 'small')}
        data-testid="custom-bet-receipt-done"
        onClick={() => dispatchCustomSlip({ type: 'dismissPlaced' })}
      >
        {tSlip('receipt.done')}
      </button>
    </div>
  );
}

/** Re-asked this often even without a realtime hint (the builder re-asks every 10 s too). */
const REPRICE_MS = 10_000;

/**
 * Keeps a custom bet's price live: POST /bets/custom/odds every 10 s and whenever a market of
 * its match that holds a part changes or the match's status changes (realtime). A refused price
 * suspends the line; if the match is then no longer prematch or live, the line is removed.
 */
function useCustomBetLive(
  bet: SlipCustomBet,
  acceptMode: OddsAcceptMode,
): { value: string; currency: string } | null {
  const locale = useLocale();
  const { id } = bet;
  const matchId = bet.match.matchId;
  const price = useQuery({
    queryKey: ['betslip', 'custom-odds', id, locale],
    queryFn: () => customBetOdds(bet, locale),
    // A part no longer open is refused (422): the line shows it, nothing to report.
    meta: { expectedStatuses: [409, 422] },
    retry: false,
    refetchInterval: REPRICE_MS,
    refetchOnWindowFocus: true,
    gcTime: 0,
  });
  const refetch = price.refetch;
  useEffect(() => {
    if (price.data) {
      dispatchCustomSlip({
        type: 'priced',
        id,
        odds: price.data.odds,
        implied: price.data.implied,
        mode: acceptMode,
      });
    }
  }, [price.data, price.dataUpdatedAt, id, acceptMode]);
  useEffect(() => {
    if (!price.error) return;
    dispatchCustomSlip({ type: 'unpriced', id });
    let live = true;
    matchStatusOf(matchId)
      .then((status) => {
        if (live && !isBettableMatchStatus(status)) {
          dispatchCustomSlip({ type: 'matchStatusChange', matchId, matchStatus: status });
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [price.error, price.errorUpdatedAt, id, matchId]);

  const touches = (message: MatchMarketsChangedMessage) =>
    message.match_id === matchId &&
    message.markets.some((market) =>
      bet.parts.some(
        (part) => part.marketId === market.market_id && part.specifier === market.specifier,
      ),
    );
  const apply = (message: MatchMarketsChangedMessage) => {
    if (!touches(message)) return;
    for (const market of message.markets) {
      dispatchCustomSlip({
        type: 'marketUpdate',
        update: {
          matchId,
          marketId: market.market_id,
          specifier: market.specifier,
          marketStatus: market.market_status,
          outcomes: market.outcomes.map((o) => ({
            outcomeId: o.outcome_id,
            odds: o.odds,
            active: o.active,
          })),
        },
      });
    }
    // A part's price moved: the whole is priced again.
    void refetch();
  };
  useRealtimeChannel(channels.match(matchId), (publication: RealtimePublication) => {
    if (publication.event_name === RealtimeEventName.marketsChanged) {
      apply(publication.message as MatchMarketsChangedMessage);
    }
  });
  useRealtimeChannel(channels.publicLocale(locale), (publication: RealtimePublication) => {
    if (publication.event_name === RealtimeEventName.marketsChanged) {
      apply(publication.message as MarketsChangedMessage);
    } else if (publication.event_name === RealtimeEventName.matchStatusChanged) {
      const message = publication.message as MatchStatusChangedMessage;
      if (message.id !== matchId) return;
      dispatchCustomSlip({ type: 'matchStatusChange', matchId, matchStatus: message.status });
      if (isBettableMatchStatus(message.status)) void refetch();
    }
  });
  return price.data?.max_stake ?? null;
}

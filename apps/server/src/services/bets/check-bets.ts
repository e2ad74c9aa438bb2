import { BetErrorCode, RISK_VALIDATION_PREFIX } from '@sportsbook/contract';
import type { BetError, ErrorDetail, OddsAcceptMode, PlaceBetsBody } from '@sportsbook/contract';
import { getBettingLines, lineKeyOf } from '@sportsbook/db';
import type { BettingLine, Database, LineKey } from '@sportsbook/db';
import { RACING_MARKETS } from '@sportsbook/feed';
import {
  SP_BOUND_THOUSANDTHS,
  SYSTEM_UNSUPPORTED_PROVIDERS,
  compareOdds,
  isBettableMatchStatus,
  isSystemType,
  toOddsThousandths,
} from '@sportsbook/domain';
import type { Provider } from '@sportsbook/domain';
import { HttpError } from '../../errors';

/**
 * The server's side of the slip rules (betting-core §4, §5): every selection against the price
 * and status in the database now, and every bet against the combination rules. Placement runs it
 * before and after the in-play delay; max-stake runs it to learn the prices.
 */
export interface CheckedSelection {
  line: BettingLine;
  outcomeId: string;
  outcomeName: string;
  /** What the player sent, in thousandths. */
  requestedOdds: number;
  /** The price the bet is taken at, in thousandths; an SP selection's cap bound (RACE-014). */
  acceptedOdds: number;
  /** Racing (decision 072): `sp` settles at the starting price. */
  oddsType: 'taken' | 'sp';
}

export interface CheckedBet {
  index: number;
  selections: CheckedSelection[];
  /** Systems only. */
  winCount?: number;
  /**
   * Custom bets only: the combined price in thousandths — what the player sent until placement
   * re-prices it from the match model (`repriceCustomBets`), then the price taken.
   */
  customOdds?: number;
}

type CheckedBody = Pick<PlaceBetsBody, 'meta'> & {
  bets: (Omit<PlaceBetsBody['bets'][number], 'stake'> & { stake?: unknown })[];
};

export interface CheckBetsOptions {
  db: Database;
  body: CheckedBody;
  mode: OddsAcceptMode;
  isProviderActive(provider: Provider): boolean;
}

/** The lines a slip's selections are on, to read them with getBettingLines. */
export function lineKeysOf(body: CheckedBody): LineKey[] {
  return body.bets.flatMap((bet) =>
    bet.selections.map((s) => ({
      eventId: s.match_id,
      marketId: s.market_id,
      specifier: s.specifier,
    })),
  );
}

/** The locale the slip's names are answered in. */
export const localeOf = (body: CheckedBody) => body.meta.locale ?? 'en';

/** Checks every bet; throws one 422 listing every refused bet (errors_by_bet) if any fails. */
export async function checkBets(options: CheckBetsOptions): Promise<CheckedBet[]> {
  const { db, body } = options;
  const lines = await getBettingLines(db, lineKeysOf(body), localeOf(body));
  return checkBetsAgainst(lines, options);
}

/** checkBets against lines already read (placement reads them with the player's context). */
export function checkBetsAgainst(
  lines: Map<string, BettingLine>,
  options: Omit<CheckBetsOptions, 'db'>,
): CheckedBet[] {
  const { body, mode } = options;
  const locale = localeOf(body);
  const errors: BetError[] = [];
  const oddsDetails: ErrorDetail[] = [];
  const checked: CheckedBet[] = [];

  body.bets.forEach((bet, index) => {
    const refuse = (code: string | number, message: string) => {
      if (!errors.some((e) => e.index === index)) errors.push({ index, code, message });
    };
    const custom = body.meta.type === 'custom_bet';
    const selections: CheckedSelection[] = [];
    bet.selections.forEach((input, position) => {
      const field = `bets.${index}.selections.${position}`;
      const line = lines.get(
        lineKeyOf({
          eventId: input.match_id,
          marketId: input.market_id,
          specifier: input.specifier,
        }),
      );
      const outcome = line?.outcomes.find((o) => o.outcomeId === input.outcome_id);
      if (!line || !outcome) {
        refuse(BetErrorCode.selectionNotFound, `${field}: no such selection`);
        return;
      }
      if (line.hasResult) {
        // Its result is in, whatever the line's status says (issue 14: past-posting).
        refuse(BetErrorCode.selectionSuspended, `${field}: the market's result is already known`);
        return;
      }
      if (!isBettableMatchStatus(line.eventStatus)) {
        refuse(BetErrorCode.matchNotBettable, `${field}: the match can no longer be bet on`);
        return;
      }
      if (!options.isProviderActive(line.provider as Provider)) {
        refuse(BetErrorCode.providerUnavailable, `${field}: the odds provider is unavailable`);
        return;
      }
      if (line.marketStatus !== 1) {
        refuse(BetErrorCode.selectionSuspended, `${field}: the market is suspended`);
        return;
      }
      if (!outcome.active) {
        refuse(BetErrorCode.selectionUnavailable, `${field}: the outcome is not available`);
        return;
      }
      const requested = toOddsThousandths(input.odds);
      const take = (acceptedOdds: number, oddsType: CheckedSelection['oddsType']) =>
        selections.push({
          line,
          outcomeId: outcome.outcomeId,
          outcomeName: outcome.names[locale] ?? outcome.names.en,
          requestedOdds: requested,
          acceptedOdds,
          oddsType,
        });
      if (input.odds_type === 'sp') {
        // Decision 072: SP on racing win and each-way place lines, in singles only; no price is
        // taken, so no price moves refuse it. The race-card check is `checkStartingPrices`.
        const racingLine =
          line.marketId === RACING_MARKETS.win || line.marketId === RACING_MARKETS.place;
        if (body.meta.type !== 'single' || !racingLine) {
          refuse(
            BetErrorCode.startingPriceRefused,
            `${field}: SP is offered on racing win and each-way lines, in singles only`,
          );
          return;
        }
        take(SP_BOUND_THOUSANDTHS, 'sp');
        return;
      }
      const current = outcome.odds;
      const currentOdds = current / 1000;
      // betting-core §4: none refuses any difference, higher only a drop, any takes the price.
      // A custom bet's parts are priced together: its price is checked as a whole (code 120).
      const moved = custom ? 0 : compareOdds(currentOdds, requested / 1000);
      const reason =
        mode === 'none' && moved !== 0
          ? 'odds_different_than_bookmaker'
          : mode === 'higher' && moved < 0
            ? 'odds_to_low'
            : null;
      if (reason) {
        const message = `odds changed from ${requested / 1000} to ${currentOdds}`;
        oddsDetails.push({
          field,
          message,
          bet_index: index,
          selection_index: position,
          match_id: input.match_id,
          market_id: input.market_id,
          specifier: input.specifier,
          outcome_id: input.outcome_id,
          odds: currentOdds,
          reason: `${RISK_VALIDATION_PREFIX}.${reason}`,
        });
        refuse(BetErrorCode.invalidOdds, `${field}: ${message}`);
        return;
      }
      take(mode === 'none' && !custom ? requested : toOddsThousandths(currentOdds), 'taken');
    });

    if (custom) {
      // Bet builder (decision 046): every part of one match, priced from its model.
      if (new Set(bet.selections.map((s) => s.match_id)).size !== 1) {
        refuse(BetErrorCode.customBetRefused, 'A custom bet combines selections of one match');
      }
    } else if (body.meta.type !== 'single') {
      const matches = new Set(bet.selections.map((s) => s.match_id));
      if (matches.size < bet.selections.length) {
        refuse(BetErrorCode.sameMatchInCombo, 'Two selections of one match cannot be combined');
      }
      const providers = new Set(selections.map((s) => s.line.provider));
      if (providers.size > 1) {
        refuse(BetErrorCode.mixedProviders, 'Selections of different providers cannot be combined');
      }
    }
    let winCount: number | undefined;
    if (body.meta.type === 'system') {
      const [win, total] = (bet.system_id ?? '').split('/').map(Number);
      const fits =
        win !== undefined &&
        total !== undefined &&
        isSystemType({ winCount: win, totalCount: total }) &&
        total === bet.selections.length;
      if (!fits) {
        refuse(
          BetErrorCode.systemTypeMismatch,
          `System ${bet.system_id} does not fit ${bet.selections.length} selections`,
        );
      }
      if (selections.some((s) => SYSTEM_UNSUPPORTED_PROVIDERS.includes(s.line.provider as never))) {
        refuse(BetErrorCode.systemTypeMismatch, 'System bets are not offered on this provider');
      }
      winCount = win;
    }
    checked.push({
      index,
      selections,
      ...(winCount !== undefined ? { winCount } : {}),
      ...(custom && bet.custom_odds !== undefined
        ? { customOdds: toOddsThousandths(bet.custom_odds) }
        : {}),
    });
  });

  // Multi-single: every single of one request from one provider (betting-core §4).
  if (body.meta.type === 'single' && checked.length > 1) {
    const first = checked.find((bet) => bet.selections.length > 0)?.selections[0]?.line.provider;
    for (const bet of checked) {
      const provider = bet.selections[0]?.line.provider;
      if (first && provider && provider !== first && !errors.some((e) => e.index === bet.index)) {
        errors.push({
          index: bet.index,
          code: BetErrorCode.mixedProviders,
          message: 'Singles of different providers cannot be placed together',
        });
      }
    }
    errors.sort((a, b) => a.index - b.index);
  }

  if (errors.length > 0) {
    // A wrong price is code 101 with the current prices, so the slip can offer to accept them.
    const odds = oddsDetails.length > 0;
    throw new HttpError(
      422,
      odds ? BetErrorCode.invalidOdds : errors[0]!.code,
      odds ? 'The odds have changed' : errors[0]!.message,
      odds ? oddsDetails : undefined,
      errors,
    );
  }
  return checked;
}

/** Whether any selection is in play, so placement must wait the in-play delay. */
export function hasLiveSelection(bets: CheckedBet[]): boolean {
  return bets.some((bet) => bet.selections.some((s) => s.line.eventStatus === 1));
}

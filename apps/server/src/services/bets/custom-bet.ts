import { BetErrorCode, RISK_VALIDATION_PREFIX } from '@sportsbook/contract';
import type {
  CustomBetGroupKey,
  MarketWire,
  OddsAcceptMode,
  PlaceBetsBody,
} from '@sportsbook/contract';
import { getEventModel, getEvent, listMarkets } from '@sportsbook/db';
import type { Database, EventListRow } from '@sportsbook/db';
import {
  CUSTOM_BET_RULES,
  betBuilderGroups,
  canBeVoid,
  customBetCashoutOdds,
  footballFinalScoreMatrix,
  footballHalvesScoreCells,
  iceHockeyRegulationScoreMatrix,
  isBetBuilderMarket,
  isBettableMatchStatus,
  needsHalfTime,
  priceCustomBet,
  toOddsThousandths,
} from '@sportsbook/domain';
import type {
  BetBuilderLeg,
  BetBuilderSport,
  CustomBetPrice,
  FootballGoalModel,
  FootballScoreState,
  IceHockeyGoalModel,
} from '@sportsbook/domain';
import { HttpError, notFound } from '../../errors';
import { marketToWire } from '../catalogue/to-wire';
import type { CheckedBet } from './check-bets';

/**
 * The bet builder's server side (issue 21, decision 046): the match's model from `event_models`
 * and where the match stands from `events.live`, so a custom bet is priced from the same joint
 * score distribution as the match's single markets, in play included. Football and ice hockey
 * (decision 046, Stop 28) have one.
 */
export type CustomBetModel =
  ({ sport: 'football' } & FootballGoalModel) | ({ sport: 'ice-hockey' } & IceHockeyGoalModel);

export interface CustomBetMatch {
  event: EventListRow;
  model: CustomBetModel;
  state: FootballScoreState;
}

/** Regulation in seconds, per sport: the elapsed share of the clock, as the feed prices in play. */
const REGULATION_SECONDS: Record<BetBuilderSport, number> = {
  football: 90 * 60,
  'ice-hockey': 60 * 60,
};

interface StoredLive {
  totalScore?: { home?: number; away?: number };
  periodScores?: { type?: string; number?: number; home?: number; away?: number }[];
  clock?: { matchTime?: string | null } | null;
}

/**
 * The stored live state's clock and score, as the feed's pricing reads them. Football: the total
 * score (no extra time in the feed). Ice hockey: the regulation periods' goals only — the feed
 * prices and settles its combinable markets on the 60 minutes, so overtime goals do not count.
 */
export function scoreStateOf(
  live: unknown,
  sport: BetBuilderSport = 'football',
): FootballScoreState {
  const state = (live ?? {}) as StoredLive;
  let score = { home: state.totalScore?.home ?? 0, away: state.totalScore?.away ?? 0 };
  const regular = (state.periodScores ?? []).filter((p) => p.type === 'regular_period');
  if (sport === 'ice-hockey' && regular.length > 0) {
    score = { home: 0, away: 0 };
    for (const period of regular) {
      score.home += period.home ?? 0;
      score.away += period.away ?? 0;
    }
  }
  const match = /^(\d+):(\d{2})$/.exec(state.clock?.matchTime ?? '');
  const seconds = match ? Number(match[1]) * 60 + Number(match[2]) : 0;
  const elapsed = Math.min(1, seconds / REGULATION_SECONDS[sport]);
  // Football's first half, once it is over: the half-time markets settle on it (decision 064).
  const firstHalf = (state.periodScores ?? []).find(
    (p) => p.type === 'regular_period' && p.number === 1,
  );
  if (sport === 'football' && elapsed >= 0.5 && firstHalf) {
    const halfTime = { home: firstHalf.home ?? 0, away: firstHalf.away ?? 0 };
    return { elapsed, score, halfTime };
  }
  return { elapsed, score };
}

function builderModelOf(model: Record<string, unknown> | undefined): CustomBetModel | null {
  if (!model) return null;
  const { homeGoals, awayGoals, firstHalfShare } = model;
  if (typeof homeGoals !== 'number' || typeof awayGoals !== 'number') return null;
  if (model.kind === 'ice-hockey') return { sport: 'ice-hockey', homeGoals, awayGoals };
  if (model.kind !== 'football') return null;
  return {
    sport: 'football',
    homeGoals,
    awayGoals,
    firstHalfShare: typeof firstHalfShare === 'number' ? firstHalfShare : 0.45,
  };
}

export function customBetDisabled(): HttpError {
  return new HttpError(403, BetErrorCode.customBetDisabled, 'Custom bets are not offered');
}

/** The match a custom bet is built on; 404 when unknown, 422 when it offers no bet builder. */
export async function loadCustomBetMatch(
  db: Database,
  matchId: number,
  locale: string,
): Promise<CustomBetMatch> {
  const [event, stored] = await Promise.all([
    getEvent(db, matchId, locale),
    getEventModel(db, matchId),
  ]);
  if (!event) throw notFound(`Match ${matchId} does not exist`);
  const model = builderModelOf(stored);
  if (!model) {
    throw new HttpError(
      422,
      BetErrorCode.customBetRefused,
      `Match ${matchId} has no bet builder: custom bets are priced for football and ice hockey matches`,
    );
  }
  return { event, model, state: scoreStateOf(event.live, model.sport) };
}

/** GET /bets/custom/markets/{matchId}: the open lines the builder combines, in its groups. */
export async function listCustomBetMarkets(options: {
  db: Database;
  matchId: number;
  locale: string;
  providerActive(provider: string): boolean;
}): Promise<{
  match_id: number;
  custom_bet_groups: { group_key: CustomBetGroupKey; markets: MarketWire[] }[];
}> {
  const { db, matchId, locale } = options;
  const { event, model } = await loadCustomBetMatch(db, matchId, locale);
  const groups = betBuilderGroups(model.sport);
  const { rows } = await listMarkets(db, {
    eventId: matchId,
    locale,
    marketIds: groups.flatMap((group) => group.marketIds),
    page: 1,
    limit: 500,
  });
  const context = {
    matchUrnId: event.urnId,
    provider: event.provider,
    locale,
    providerActive: options.providerActive(event.provider),
  };
  const bettable = isBettableMatchStatus(event.status);
  const open = bettable
    ? rows.filter(
        (row) => row.status === 1 && isBetBuilderMarket(row.marketId, row.specifier, model.sport),
      )
    : [];
  const markets = open.map((row) => {
    const wire = marketToWire(row, context);
    // Correct score "other" moves with the in-play score: not combinable (decision 046).
    return { ...wire, outcomes: wire.outcomes.filter((o) => o.outcome_id !== 'other') };
  });
  return {
    match_id: matchId,
    custom_bet_groups: groups
      .map((group) => ({
        group_key: group.key,
        markets: markets.filter((m) => group.marketIds.includes(m.market_id)),
      }))
      .filter((group) => group.markets.length > 0),
  };
}

export interface CustomSelection {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
}

/**
 * The custom bet's match as the pricing reads it, or null when it has none (unknown, or not a
 * football or ice hockey match with a stored model): the cashout's quiet counterpart of loadCustomBetMatch.
 */
export async function findCustomBetMatch(
  db: Database,
  matchId: number,
): Promise<CustomBetMatch | null> {
  const event = await getEvent(db, matchId, 'en');
  if (!event) return null;
  const model = builderModelOf(await getEventModel(db, matchId));
  if (!model) return null;
  return { event, model, state: scoreStateOf(event.live, model.sport) };
}

/**
 * The combined price of a placed custom bet's parts now, in thousandths, for its cashout
 * (decision 059): the same pricing as POST /bets/custom/odds. A combination the model says is
 * sure (BB-005: below the lowest price) is priced 1.000 — the most a cashout of it can be
 * worth; a combination that can no longer win or cannot be priced has no price (null). With a
 * part that can be void (draw no bet, a whole Asian line), the price is the one that values a void as the stake back
 * (BB-010, decision 064), rounded up so the offer never exceeds that worth; and a "sure"
 * combination with such a part has no offer (it could still be void).
 */
export function currentCustomOddsOf(
  match: CustomBetMatch,
  parts: { marketId: number; specifier: string; outcomeId: string }[],
  placedThousandths?: number,
): number | null {
  const price = priceSelections(
    match,
    parts.map((part) => ({
      match_id: match.event.id,
      market_id: part.marketId,
      specifier: part.specifier,
      outcome_id: part.outcomeId,
    })),
  );
  const voidable = parts.some(canBeVoid);
  if (!price.ok) return price.rule === CUSTOM_BET_RULES.certain && !voidable ? 1000 : null;
  if (price.voidProbability <= 0) return toOddsThousandths(price.odds);
  if (placedThousandths === undefined) return null;
  const odds = customBetCashoutOdds({
    odds: price.odds,
    voidProbability: price.voidProbability,
    placedOdds: placedThousandths / 1000,
  });
  return Math.max(1000, Math.ceil(odds * 1000 - 1e-9));
}

/** A refusal of the bet builder's rules as a 422 the slip can show. */
export function customBetRefusal(
  price: Extract<CustomBetPrice, { ok: false }>,
  field = 'bets.0.selections',
): HttpError {
  const at = price.index === undefined ? field : `${field}.${price.index}`;
  return new HttpError(422, BetErrorCode.customBetRefused, `${price.rule}: ${price.message}`, [
    { field: at, message: `${price.rule}: ${price.message}` },
  ]);
}

/** Prices one custom bet's selections (all of one match) from the match's model now. */
export function priceSelections(match: CustomBetMatch, selections: CustomSelection[]) {
  const legs: BetBuilderLeg[] = selections.map((s) => ({
    marketId: s.market_id,
    specifier: s.specifier,
    outcomeId: s.outcome_id,
  }));
  const { model, state } = match;
  if (model.sport === 'ice-hockey') {
    return priceCustomBet(iceHockeyRegulationScoreMatrix(model, state), legs, model.sport);
  }
  // The half-time/full-time distribution only when a part reads the half (decision 064): the
  // final-score matrix alone is 121 cells, the joint one up to 14 641.
  const distribution = needsHalfTime(model.sport, legs)
    ? footballHalvesScoreCells(model, state)
    : footballFinalScoreMatrix(model, state);
  return priceCustomBet(distribution, legs, model.sport);
}

/** All of a custom bet's selections are of one match (BB-001 in spirit: one match's model). */
export function matchIdOf(selections: CustomSelection[], field = 'bets.0.selections'): number {
  const ids = new Set(selections.map((s) => s.match_id));
  if (ids.size !== 1) {
    throw new HttpError(
      422,
      BetErrorCode.customBetRefused,
      'A custom bet combines selections of one match',
      [{ field, message: 'must all be of one match' }],
    );
  }
  return selections[0]!.match_id;
}

/**
 * Placement's re-price of custom bets (decision 046): each bet priced again from the model and
 * the match's state now, and taken under the player's acceptance mode like a single price —
 * none: the same price; higher: the same or higher; any: whatever it is now. Beyond it, code 120
 * with the new price, so the slip can offer it. Returns the bets with the price taken.
 */
export async function repriceCustomBets(options: {
  db: Database;
  body: PlaceBetsBody;
  checked: CheckedBet[];
  mode: OddsAcceptMode;
}): Promise<CheckedBet[]> {
  const { db, body, mode } = options;
  if (body.meta.type !== 'custom_bet') return options.checked;
  const locale = body.meta.locale ?? 'en';
  const out: CheckedBet[] = [];
  for (const bet of options.checked) {
    const input = body.bets[bet.index]!;
    const field = `bets.${bet.index}`;
    const matchId = matchIdOf(input.selections, `${field}.selections`);
    const match = await loadCustomBetMatch(db, matchId, locale);
    const price = priceSelections(match, input.selections);
    if (!price.ok) throw customBetRefusal(price, `${field}.selections`);
    const requested = toOddsThousandths(input.custom_odds!);
    const current = toOddsThousandths(price.odds);
    const refused =
      mode === 'none' ? current !== requested : mode === 'higher' && current < requested;
    if (refused) {
      const message = `the custom bet's price changed from ${requested / 1000} to ${price.odds}`;
      throw new HttpError(
        422,
        BetErrorCode.invalidOddsCustomBet,
        `The custom bet's price has changed: ${message}`,
        [
          {
            field: `${field}.custom_odds`,
            message,
            bet_index: bet.index,
            odds: price.odds,
            reason: `${RISK_VALIDATION_PREFIX}.${current > requested ? 'odds_higher_than_bookmakers' : 'odds_to_low'}`,
          },
        ],
        [{ index: bet.index, code: BetErrorCode.invalidOddsCustomBet, message }],
      );
    }
    out.push({ ...bet, customOdds: mode === 'none' ? requested : current });
  }
  return out;
}

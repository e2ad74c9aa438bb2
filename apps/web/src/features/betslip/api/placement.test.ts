import {
  createSlip,
  reduceSlip,
  type SelectionInput,
  type SlipEvent,
  type SlipState,
} from '@sportsbook/domain';
import {
  maxStakeBodySchema,
  placeBetsBodySchema,
  placeBetsResponseSchema,
} from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import {
  maxStakeBody,
  nextAttempt,
  placeBetsBody,
  quickBetBody,
  placementErrorKey,
  placementFailureOf,
  placementResultsOf,
  refusedBetsOf,
} from './placement';

function pick(matchId: number, odds: number, outcomeId = '1'): SelectionInput {
  return {
    type: 'match',
    provider: 'betradar',
    odds,
    active: true,
    market: { marketId: 18, marketName: 'Total', specifier: 'total=2.5', marketGroup: null },
    outcome: { outcomeId, outcomeName: 'Over' },
    match: { matchId, matchUrnId: `sr:match:${matchId}`, matchSlug: `m-${matchId}` },
    sportKey: 'football',
    nameA: 'A',
    nameB: 'B',
    categoryName: 'C',
    matchStatus: 0,
  };
}

function placing(events: SlipEvent[]): SlipState {
  return [...events, { type: 'placing', loggedIn: true } as const].reduce(reduceSlip, createSlip());
}

const system = placing([
  { type: 'toggleSelection', selection: pick(1, 1.5) },
  { type: 'toggleSelection', selection: pick(2, 2) },
  { type: 'toggleSelection', selection: pick(3, 2.5) },
  { type: 'changeBetType', betType: 'system', systemType: { winCount: 2, totalCount: 3 } },
  { type: 'setStake', stake: 1500n },
]);

describe('the bodies against the contract’s schemas (what the server validates with)', () => {
  const combo = placing([
    { type: 'toggleSelection', selection: pick(1, 1.5) },
    { type: 'toggleSelection', selection: pick(2, 2) },
    { type: 'changeBetType', betType: 'combo' },
    { type: 'setStake', stake: 1000n },
  ]);
  const singles = placing([
    { type: 'toggleSelection', selection: pick(1, 1.5) },
    { type: 'toggleSelection', selection: pick(2, 2, '2') },
    { type: 'setStake', stake: 250n },
  ]);

  it.each([
    ['system', system],
    ['combo', combo],
    ['multi-single', singles],
  ])('a %s placement and its max-stake question pass', (_kind, state) => {
    const options = { deviceId: 'dev-1', locale: 'de' };
    expect(placeBetsBodySchema.safeParse(placeBetsBody(state, options)).error).toBeUndefined();
    expect(maxStakeBodySchema.safeParse(maxStakeBody(state, options)).error).toBeUndefined();
  });

  it('a quick bet passes', () => {
    const body = quickBetBody(
      { selection: singles.bets[0]!.selections[0]!, stake: 500n, currency: 'EUR' },
      { deviceId: 'd', locale: 'en' },
    );
    expect(placeBetsBodySchema.safeParse(body).error).toBeUndefined();
  });

  it('the schema refuses a body these builders would never make (the check can fail)', () => {
    const body = placeBetsBody(system, { deviceId: 'dev-1', locale: 'de' });
    expect(
      placeBetsBodySchema.safeParse({ ...body, meta: { ...body.meta, type: 'combo' } }).success,
    ).toBe(false);
  });
});

describe('the place-bets body', () => {
  it('sends a system bet with its stake as a string of subunits and its system id', () => {
    const body = placeBetsBody(system, { deviceId: 'dev-1', locale: 'de' });
    expect(body.meta).toEqual({ device_id: 'dev-1', quick: false, type: 'system', locale: 'de' });
    expect(body.bets).toHaveLength(1);
    expect(body.bets[0]?.stake).toEqual({ value: '1500', currency: 'EUR' });
    expect(body.bets[0]?.system_id).toBe('2/3');
    expect(body.bets[0]?.selections[0]).toEqual({
      match_id: 1,
      market_id: 18,
      specifier: 'total=2.5',
      outcome_id: '1',
      odds: 1.5,
    });
  });

  it('sends several singles as single bets without a system id', () => {
    const singles = placing([
      { type: 'toggleSelection', selection: pick(1, 1.5) },
      { type: 'toggleSelection', selection: pick(2, 2) },
      { type: 'changeBetType', betType: 'single' },
      { type: 'setStake', stake: 200n },
    ]);
    const body = placeBetsBody(singles, { deviceId: 'd', locale: 'en' });
    expect(body.meta.type).toBe('single');
    expect(body.bets.map((bet) => bet.stake.value)).toEqual(['200', '200']);
    expect(body.bets.every((bet) => bet.system_id === undefined)).toBe(true);
  });

  it('asks max-stake for every bet of the slip, without stakes', () => {
    const events: SlipEvent[] = [
      { type: 'toggleSelection', selection: pick(1, 1.5) },
      { type: 'toggleSelection', selection: pick(2, 2) },
      { type: 'setStake', stake: 700n },
    ];
    const slip = events.reduce(reduceSlip, createSlip());
    const body = maxStakeBody(slip, { deviceId: 'd', locale: 'en' });
    expect(body.meta.type).toBe('combo');
    expect(body.bets).toHaveLength(1);
    expect(body.bets[0]).not.toHaveProperty('stake');
    expect(body.bets[0]?.selections.map((s) => s.match_id)).toEqual([1, 2]);
  });

  it('sends a quick bet as one single with the quick flag and the approved stake', () => {
    const selection = reduceSlip(createSlip(), {
      type: 'addSelection',
      selection: pick(7, 1.85),
    }).bets[0]!.selections[0]!;
    const body = quickBetBody(
      { selection, stake: 500n, currency: 'EUR' },
      { deviceId: 'd', locale: 'en' },
    );
    expect(body?.meta).toEqual({ device_id: 'd', quick: true, type: 'single', locale: 'en' });
    expect(body?.bets).toEqual([
      {
        stake: { value: '500', currency: 'EUR' },
        selections: [
          { match_id: 7, market_id: 18, specifier: 'total=2.5', outcome_id: '1', odds: 1.85 },
        ],
      },
    ]);
    expect(
      quickBetBody(
        { selection: null, stake: 500n, currency: 'EUR' },
        { deviceId: 'd', locale: 'en' },
      ),
    ).toBeNull();
  });

  it('maps the answer onto the bets that were sent, in order', () => {
    // An answer the contract's schema accepts, so this test cannot drift from the server's.
    const answer = placeBetsResponseSchema.parse({
      data: [
        {
          bet_id: 'b-1',
          status: 'waiting_results',
          is_vip: false,
          type: 'system',
          stake: { value: '1500', currency: 'EUR' },
          potential_win: '4000',
          odds: 2.667,
          system_id: '2/3',
          selections: [],
          created_at: '2026-11-24T12:00:00.000Z',
        },
      ],
    });
    const results = placementResultsOf(system.processingBets, answer);
    expect(results).toEqual([
      {
        slipBetId: system.processingBets[0]?.id,
        betId: 'b-1',
        status: 'waiting_results',
        isVip: false,
      },
    ]);
  });
});

describe('a refused placement', () => {
  const sent = system.processingBets;

  it('an out-of-limit refusal keeps the limit for the ticket (issue 18)', () => {
    const limit = {
      id: 7,
      type: 'wager',
      period_name: 'day',
      amount: '2000',
      currency: 'EUR',
      used: '1500',
      remaining: '500',
      resets_at: '2026-11-25T00:00:00.000Z',
    };
    const failure = placementFailureOf(
      {
        status: 422,
        code: 'out_of_limit',
        message: 'User is out of limit',
        body: {
          error: {
            code: 'out_of_limit',
            message: 'User is out of limit',
            errors_by_bet: [
              { index: 0, code: 'out_of_limit', message: 'User is out of limit', limit },
            ],
          },
        },
      },
      sent,
    );
    expect(failure.error.details).toEqual({ limit });
    expect(failure.decided).toBe(true);
  });

  it('101 is a wrong-odds error with the fresh prices from its details', () => {
    const failure = placementFailureOf(
      {
        status: 422,
        code: 101,
        message: 'invalid odds',
        body: {
          error: {
            code: 101,
            message: 'invalid odds',
            details: [
              { match_id: 2, market_id: 18, specifier: 'total=2.5', outcome_id: '1', odds: 1.9 },
            ],
            errors_by_bet: [{ index: 0, code: 101, message: 'Odds moved' }],
          },
        },
      },
      sent,
    );
    expect(failure.error.code).toBe(101);
    expect(failure.error.wrongOdds).toBe(true);
    expect(failure.error.messagesByBet).toEqual({ [sent[0]!.id]: 'Odds moved' });
    expect(placementErrorKey(failure.error)).toBe('place_bets.invalid_odds');
    expect(failure.oddsUpdates).toEqual([
      {
        matchId: 2,
        marketId: 18,
        specifier: 'total=2.5',
        marketStatus: 1,
        outcomes: [{ outcomeId: '1', odds: 1.9, active: true }],
      },
    ]);
    expect(failure.unauthorized).toBe(false);
    expect(failure.decided).toBe(true);

    // The ticket shows the error, and the new price flags the selection as changed.
    let state = reduceSlip(system, { type: 'failed', error: failure.error });
    for (const update of failure.oddsUpdates)
      state = reduceSlip(state, { type: 'marketUpdate', update });
    expect(state.ticketState).toBe('odds_changed');
    expect(state.bets[0]?.selections[1]?.isChanged).toBe(true);
  });

  it('114 shows the pve message; other codes the default one', () => {
    const pve = placementFailureOf({ status: 403, code: 114, message: 'pve' }, sent);
    expect(placementErrorKey(pve.error)).toBe('platform.pve_player_bet_forbidden');
    const other = placementFailureOf({ status: 400, code: 'BAD_REQUEST', message: 'bad' }, sent);
    expect(other.error.code).toBeNull();
    expect(placementErrorKey(other.error)).toBe('place_bets.default');
  });

  it('401 ends the session and keeps the slip', () => {
    const failure = placementFailureOf({ status: 401, code: 401, message: 'unauthorized' }, sent);
    expect(failure.unauthorized).toBe(true);
    const state = reduceSlip(system, {
      type: 'failed',
      error: failure.error,
      unauthorized: true,
    });
    expect(state.ticketState).toBe('initial');
    expect(state.bets).toEqual(system.bets);
  });

  it('a network failure is not a decision: the retry keeps the idempotency key', () => {
    const failure = placementFailureOf({ status: 0, code: 'network', message: 'offline' }, sent);
    expect(failure.decided).toBe(false);
    expect(placementErrorKey(failure.error)).toBe('place_bets.default');
  });
});

describe('the idempotency key of an attempt', () => {
  const body = placeBetsBody(system, { deviceId: 'd', locale: 'en' });
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('is reused for the same bets and renewed for different ones', () => {
    const first = nextAttempt(null, body, newKey);
    expect(nextAttempt(first, { ...body, meta: { ...body.meta, locale: 'de' } }, newKey)).toBe(
      first,
    );
    const changed = {
      ...body,
      bets: body.bets.map((bet) => ({ ...bet, stake: { ...bet.stake, value: '1600' } })),
    };
    expect(nextAttempt(first, changed, newKey).key).not.toBe(first.key);
  });
});

describe('several singles with one refused alone (decision 063)', () => {
  it('maps the placed bets past the refused one and names the refused by slip bet', () => {
    const singles = placing([
      { type: 'addSelection', selection: pick(1, 2) },
      { type: 'addSelection', selection: pick(1, 2, '2') },
      { type: 'addSelection', selection: pick(1, 2, '3') },
      { type: 'changeBetType', betType: 'single' },
      { type: 'setStake', stake: 100n },
    ]);
    const sent = singles.processingBets;
    expect(sent).toHaveLength(3);
    const placed = (id: string) => ({
      bet_id: id,
      status: 'waiting_results' as const,
      is_vip: false,
      type: 'single' as const,
      stake: { value: '100', currency: 'EUR' as const },
      potential_win: '200',
      odds: 2,
      selections: [],
      created_at: '2026-11-25T00:00:00.000Z',
    });
    const answer = {
      data: [placed('b-0'), placed('b-2')],
      errors_by_bet: [{ index: 1, code: 'bonus_not_available', message: 'Used by another bet' }],
    };
    expect(placementResultsOf(sent, answer).map((r) => [r.slipBetId, r.betId])).toEqual([
      [sent[0]!.id, 'b-0'],
      [sent[2]!.id, 'b-2'],
    ]);
    expect(refusedBetsOf(sent, answer)).toEqual({ [sent[1]!.id]: 'Used by another bet' });
    expect(refusedBetsOf(sent, { data: answer.data })).toEqual({});
  });
});

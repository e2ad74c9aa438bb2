import { randomUUID } from 'node:crypto';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  accounts,
  auditLedger,
  bets,
  createPlayerAccount,
  events,
  insertBet,
  insertPlayer,
  ledgerEntries,
  ledgerTransactions,
} from '@sportsbook/db';
import type { BetRow, Database, OutcomeResultValue } from '@sportsbook/db';
import type { FeedMessage } from '@sportsbook/feed';
import { applyFeedBatch } from '../src/services/live/apply-feed-batch';
import { postTestTransfer } from './test-transfer';

/**
 * Shared steps of the settlement tests: players and bets written straight through the
 * repositories (placement has its own tests; here the prices must be exact), and feed messages
 * applied the way the feed consumer applies them.
 */

export interface TestPlayer {
  playerId: number;
  accountId: number;
}

let playerSeq = 0;

export async function insertTestPlayer(db: Database, deposit: bigint): Promise<TestPlayer> {
  const player = (await insertPlayer(db, {
    email: `settle-${randomUUID()}@example.com`,
    passwordHash: 'x',
    countryCode: 'DE',
  }))!;
  const account = (await createPlayerAccount(db, {
    playerId: player.id,
    currency: 'EUR',
    active: true,
  }))!;
  playerSeq += 1;
  await postTestTransfer(db, {
    kind: 'deposit',
    reference: `settlement-test-${randomUUID()}-${playerSeq}`,
    currency: 'EUR',
    from: { system: 'payments', currency: 'EUR' },
    to: { accountId: account.id },
    amount: deposit,
  });
  return { playerId: player.id, accountId: account.id };
}

export interface TestLeg {
  eventId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  /** Decimal odds as thousandths, e.g. 2000 for 2.00. */
  odds: number;
}

/** Takes the stake (player → house, kind bet) and writes the bet, as placement does. */
export async function placeTestBet(
  db: Database,
  player: TestPlayer,
  bet: { type: 'single' | 'combo' | 'system'; stake: bigint; legs: TestLeg[]; winCount?: number },
): Promise<string> {
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const posted = await postTestTransfer(tx, {
      kind: 'bet',
      reference: id,
      currency: 'EUR',
      from: { accountId: player.accountId },
      to: { system: 'house', currency: 'EUR' },
      amount: bet.stake,
    });
    const odds = bet.legs.reduce((product, leg) => (product * BigInt(leg.odds)) / 1000n, 1000n);
    await insertBet(
      tx,
      {
        id,
        playerId: player.playerId,
        accountId: player.accountId,
        type: bet.type,
        currency: 'EUR',
        stake: bet.stake,
        potentialWin: (bet.stake * odds) / 1000n,
        oddsThousandths: odds,
        systemWinCount: bet.type === 'system' ? bet.winCount! : null,
        systemTotalCount: bet.type === 'system' ? bet.legs.length : null,
        deviceId: 'settlement-test',
        ledgerTransactionId: posted.id,
      },
      bet.legs.map((leg, position) => ({
        position,
        eventId: leg.eventId,
        marketId: leg.marketId,
        specifier: leg.specifier,
        outcomeId: leg.outcomeId,
        provider: 'betradar',
        oddsThousandths: leg.odds,
        requestedOddsThousandths: leg.odds,
        matchName: `Match ${leg.eventId}`,
        marketName: `Market ${leg.marketId}`,
        outcomeName: `Outcome ${leg.outcomeId}`,
        live: false,
      })),
    );
    return id;
  });
}

/** Ids of real catalogue events (the results table refers to them). */
export async function someEventIds(db: Database, count: number): Promise<number[]> {
  const rows = await db.select({ id: events.id }).from(events).orderBy(asc(events.id)).limit(count);
  expect(rows.length).toBe(count);
  return rows.map((row) => row.id);
}

const URN_PREFIX = 'test:match:';

/** Applies feed messages in one batch, as the feed consumer does (URNs are `test:match:<id>`). */
export function applyMessages(db: Database, messages: FeedMessage[]) {
  return applyFeedBatch({
    db,
    messages,
    eventIdOf: (urn) =>
      urn.startsWith(URN_PREFIX) ? Number(urn.slice(URN_PREFIX.length)) : undefined,
  });
}

type Result = { outcomeId: string; result: OutcomeResultValue; deadHeatFactor?: number };

export const feed = {
  settle: (
    eventId: number,
    markets: Array<{ marketId: number; specifier: string; results: Result[] }>,
  ): FeedMessage => ({
    type: 'bet_settlement',
    provider: 'betradar',
    eventUrnId: `${URN_PREFIX}${eventId}`,
    at: Date.now(),
    markets,
  }),
  cancel: (
    eventId: number,
    markets: Array<{ marketId: number; specifier: string }>,
  ): FeedMessage => ({
    type: 'bet_cancel',
    provider: 'betradar',
    eventUrnId: `${URN_PREFIX}${eventId}`,
    at: Date.now(),
    markets,
  }),
  rollback: (eventId: number, marketIds: number[]): FeedMessage => ({
    type: 'rollback_bet_settlement',
    provider: 'betradar',
    eventUrnId: `${URN_PREFIX}${eventId}`,
    at: Date.now(),
    marketIds,
  }),
};

export async function getBet(db: Database, id: string): Promise<BetRow> {
  const [row] = await db.select().from(bets).where(eq(bets.id, id));
  return row!;
}

export async function balanceOf(db: Database, accountId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row!.balance;
}

/** Net amount the settlement ledger transactions of a bet moved to its player. */
export async function settlementLedgerOf(db: Database, bet: BetRow): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.kind, 'settlement'),
        like(ledgerTransactions.reference, `${bet.id}:%`),
        eq(ledgerEntries.accountId, bet.accountId),
      ),
    );
  return BigInt(row!.sum);
}

export async function countSettlementPostings(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.kind, 'settlement'));
  return row!.count;
}

/** Every cached balance equals its ledger sum, and the whole ledger sums to zero. */
export async function expectLedgerBalanced(db: Database): Promise<void> {
  const audit = await auditLedger(db);
  for (const row of audit) expect(row.balance, `account ${row.accountId}`).toBe(row.ledgerSum);
  expect(audit.reduce((sum, row) => sum + row.ledgerSum, 0n)).toBe(0n);
}

/** Money out of the player's account (a withdrawal), as the payments side would post it. */
export async function withdraw(db: Database, player: TestPlayer, amount: bigint): Promise<void> {
  await postTestTransfer(db, {
    kind: 'withdrawal',
    reference: `settlement-test-${randomUUID()}`,
    currency: 'EUR',
    from: { accountId: player.accountId },
    to: { system: 'payments', currency: 'EUR' },
    amount,
  });
}

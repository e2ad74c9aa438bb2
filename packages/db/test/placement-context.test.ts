import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPlayerAccount,
  getPlacementContext,
  idempotencyKeys,
  insertPlayer,
  insertSession,
  placementContextBatchSizes,
} from '../src';
import type { PlacementContextRequest } from '../src';
import { createTestDatabase, databaseTargets } from '../src/testing';
import type { TestDatabase } from '../src/testing';

/**
 * Placement contexts that arrive while one is being read are read together in one statement
 * (docs/decisions/036): each request must still get its own session, account and stored answer.
 */
describe.each(databaseTargets())('batched placement contexts on %s', (target) => {
  let database: TestDatabase;
  const players: Array<{ playerId: number; accountId: number; idHash: string }> = [];
  const now = new Date('2026-11-24T12:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(target);
    for (const [i, email] of ['a@example.com', 'b@example.com', 'c@example.com'].entries()) {
      const player = (await insertPlayer(database.db, {
        email,
        passwordHash: 'x',
        countryCode: 'DE',
      }))!;
      const account = (await createPlayerAccount(database.db, {
        playerId: player.id,
        currency: ['EUR', 'BTC', 'ETH'][i]!,
        active: true,
      }))!;
      const idHash = `session-${i}`;
      await insertSession(database.db, {
        idHash,
        playerId: player.id,
        expiresAt: new Date(now.getTime() + 3_600_000),
        now,
      });
      players.push({ playerId: player.id, accountId: account.id, idHash });
    }
    // The second player has already been answered under key "repeat".
    await database.db.insert(idempotencyKeys).values({
      playerId: players[1]!.playerId,
      scope: 'bets',
      key: 'repeat',
      requestHash: 'hash-b',
      statusCode: 200,
      response: { data: ['first answer'] },
    });
  });
  afterAll(() => database.destroy());

  const request = (idHash: string, key: string): PlacementContextRequest => ({
    sessionIdHash: idHash,
    scope: 'bets',
    key,
    lines: [{ eventId: 1, marketId: 1, specifier: '' }],
    locale: 'en',
  });

  it('answers each request of a batch with its own context', async () => {
    const before = new Map(placementContextBatchSizes(database.db));
    // Asked in the same tick: the first is read alone, the other five wait and share a read.
    const asked = [
      request(players[0]!.idHash, 'k0'),
      request(players[1]!.idHash, 'repeat'),
      request('no-such-session', 'k2'),
      request(players[2]!.idHash, 'k3'),
      request(players[1]!.idHash, 'other'),
      request(players[0]!.idHash, 'repeat'),
    ];
    const contexts = await Promise.all(asked.map((r) => getPlacementContext(database.db, r)));

    const after = placementContextBatchSizes(database.db);
    expect((after.get(5) ?? 0) - (before.get(5) ?? 0)).toBe(1);
    expect(contexts.map((c) => c?.session.playerId)).toEqual([
      players[0]!.playerId,
      players[1]!.playerId,
      undefined,
      players[2]!.playerId,
      players[1]!.playerId,
      players[0]!.playerId,
    ]);
    expect(contexts.map((c) => c?.account?.id)).toEqual([
      players[0]!.accountId,
      players[1]!.accountId,
      undefined,
      players[2]!.accountId,
      players[1]!.accountId,
      players[0]!.accountId,
    ]);
    expect(contexts.map((c) => c?.account?.currency)).toEqual([
      'EUR',
      'BTC',
      undefined,
      'ETH',
      'BTC',
      'EUR',
    ]);
    // Only the second player's "repeat" holds an answer; the first player's "repeat" does not.
    expect(contexts.map((c) => c?.stored?.requestHash)).toEqual([
      undefined,
      'hash-b',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(contexts[1]!.stored!.response).toEqual({ data: ['first answer'] });
    // No such line: an empty map, not a missing context.
    expect(contexts.map((c) => c?.lines.size)).toEqual([0, 0, undefined, 0, 0, 0]);
  });
});

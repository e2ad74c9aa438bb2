import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@sportsbook/db/testing';
import { touchSession } from '@sportsbook/db';
import { sha256 } from '../src/services/accounts/secrets';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { newPlayer } from './platform-helpers';

/** Issue 17 §1: sessions that ended are deleted on a schedule by the worker role. */
describe.each(databaseTargets())('the session purge on %s', (target) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,worker',
      SESSION_IDLE_MINUTES: '30',
      SESSION_PURGE_SECONDS: '1',
    });
  });
  afterAll(() => testApp.close());

  const idHash = (cookie: string) => sha256(cookie.split('=')[1]!);
  const stored = async (hashes: string[]) => {
    const rows = (await testApp.app.database.db.execute(
      sql`select id_hash from sessions`,
    )) as unknown as { rows?: Array<{ id_hash: string }> } & Array<{ id_hash: string }>;
    const present = new Set((rows.rows ?? rows).map((row) => row.id_hash));
    return hashes.filter((hash) => present.has(hash));
  };

  it('deletes idle and past-their-end sessions, and keeps the live one', async () => {
    const live = idHash((await newPlayer(testApp, 'live@example.com')).cookie);
    const idle = idHash((await newPlayer(testApp, 'idle@example.com')).cookie);
    const old = idHash((await newPlayer(testApp, 'old@example.com')).cookie);
    await touchSession(testApp.app.database.db, idle, new Date(Date.now() - 31 * 60_000));
    await testApp.app.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where id_hash = ${old}`,
    );
    expect(await stored([live, idle, old])).toEqual([live, idle, old]);

    // Nobody brings the ended cookies back: only the schedule can remove them. Waits on the
    // condition (the purge runs every second), bounded by the test's timeout.
    while ((await stored([idle, old])).length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await stored([live, idle, old])).toEqual([live]);
  });
});

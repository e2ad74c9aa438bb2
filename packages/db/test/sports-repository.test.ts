import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSports, upsertCategories, upsertSports, listCategoriesOfSport } from '../src';
import { createTestDatabase, databaseTargets } from '../src/testing';
import type { TestDatabase } from '../src/testing';

const football = {
  id: 1,
  urnId: 'sr:sport:1',
  key: 'football',
  names: { en: 'Football', de: 'Fußball', 'pt-BR': 'Futebol' },
  priority: 100,
  type: 'regular' as const,
  provider: 'betradar' as const,
};
const tennis = {
  ...football,
  id: 5,
  urnId: 'sr:sport:5',
  key: 'tennis',
  names: { en: 'Tennis' },
  priority: 90,
};
const cs2 = {
  ...football,
  id: 109,
  urnId: 'od:sport:109',
  key: 'cs2',
  names: { en: 'Counter-Strike 2' },
  priority: 50,
  type: 'cyber' as const,
  provider: 'oddin' as const,
};

describe.each(databaseTargets())('sports repository on %s', (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    await upsertSports(database.db, [tennis, cs2, football]);
  });
  afterAll(() => database.destroy());

  it('lists sports by priority, highest first, with a total', async () => {
    const { rows, total } = await listSports(database.db, { locale: 'en', page: 1, limit: 500 });
    expect(rows.map((row) => row.key)).toEqual(['football', 'tennis', 'cs2']);
    expect(total).toBe(3);
  });

  it('names sports in the requested locale and falls back to English', async () => {
    const { rows } = await listSports(database.db, { locale: 'de', page: 1, limit: 500 });
    expect(rows.map((row) => row.name)).toEqual(['Fußball', 'Tennis', 'Counter-Strike 2']);
  });

  it('pages with limit and offset while the total counts every match', async () => {
    const { rows, total } = await listSports(database.db, { locale: 'en', page: 2, limit: 2 });
    expect(rows.map((row) => row.key)).toEqual(['cs2']);
    expect(total).toBe(3);
  });

  it('filters by key and by sport type', async () => {
    const byKey = await listSports(database.db, {
      locale: 'en',
      keys: ['tennis'],
      page: 1,
      limit: 10,
    });
    expect(byKey.rows.map((row) => row.key)).toEqual(['tennis']);
    const byType = await listSports(database.db, {
      locale: 'en',
      types: ['cyber'],
      page: 1,
      limit: 10,
    });
    expect(byType).toEqual({
      rows: [expect.objectContaining({ key: 'cs2', provider: 'oddin' })],
      total: 1,
    });
  });

  it('upserts idempotently: a second seed updates rows instead of duplicating them', async () => {
    await upsertSports(database.db, [{ ...tennis, priority: 200 }]);
    const { rows, total } = await listSports(database.db, { locale: 'en', page: 1, limit: 500 });
    expect(total).toBe(3);
    expect(rows[0]?.key).toBe('tennis');
    await upsertSports(database.db, [tennis]);
  });

  it('refuses a sport type outside the enumeration (CHECK constraint)', async () => {
    await expect(
      upsertSports(database.db, [
        { ...tennis, id: 77, urnId: 'x', key: 'x', type: 'bogus' as 'regular' },
      ]),
    ).rejects.toThrow();
  });

  it('stores categories under their sport, ordered by priority', async () => {
    await upsertCategories(database.db, [
      {
        id: 10,
        urnId: 'sr:category:10',
        sportId: 1,
        slug: 'spain',
        names: { en: 'Spain' },
        priority: 5,
        countryCode: 'ES',
      },
      {
        id: 11,
        urnId: 'sr:category:11',
        sportId: 1,
        slug: 'england',
        names: { en: 'England' },
        priority: 9,
        countryCode: 'GB',
      },
    ]);
    const rows = await listCategoriesOfSport(database.db, 1, 'en');
    expect(rows.map((row) => row.slug)).toEqual(['england', 'spain']);
  });

  it('runs migrations a second time as a no-op', async () => {
    await database.migrate();
    const { total } = await listSports(database.db, { locale: 'en', page: 1, limit: 1 });
    expect(total).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { createSimulatedProviders, generateCatalogue } from '../src';

describe('simulated catalogue', () => {
  it('is deterministic for a seed', () => {
    expect(generateCatalogue({ seed: 42 })).toEqual(generateCatalogue({ seed: 42 }));
  });

  it('varies with the seed but keeps sport ids stable', () => {
    const a = generateCatalogue({ seed: 1 });
    const b = generateCatalogue({ seed: 2 });
    expect(a.sports.map((s) => s.id)).toEqual(b.sports.map((s) => s.id));
    expect(a.categories.map((c) => c.slug)).not.toEqual(b.categories.map((c) => c.slug));
  });

  it('has every sport the product needs, each with a name in every locale', () => {
    const { sports } = generateCatalogue({ seed: 7 });
    expect(sports.map((s) => s.key).sort()).toEqual(
      [
        'american-football',
        'baseball',
        'basketball',
        'cricket',
        'cs2',
        'dota-2',
        'football',
        'handball',
        'ice-hockey',
        'league-of-legends',
        'table-tennis',
        'tennis',
        'valorant',
        'volleyball',
      ].sort(),
    );
    for (const sport of sports) {
      expect(Object.keys(sport.names).sort(), sport.key).toEqual(['ar', 'de', 'en', 'pt-BR']);
    }
  });

  it('gives cricket the premium_cricket kind and esports the cyber kind on oddin', () => {
    const { sports } = generateCatalogue({ seed: 7 });
    expect(sports.find((s) => s.key === 'cricket')).toMatchObject({
      type: 'premium_cricket',
      provider: 'betradar',
    });
    for (const key of ['cs2', 'dota-2', 'league-of-legends', 'valorant']) {
      expect(sports.find((s) => s.key === key)).toMatchObject({ type: 'cyber', provider: 'oddin' });
    }
  });

  it('has unique ids and URNs and category slugs unique within their sport', () => {
    const { sports, categories } = generateCatalogue({ seed: 3 });
    expect(new Set(sports.map((s) => s.id)).size).toBe(sports.length);
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    expect(new Set(categories.map((c) => c.urnId)).size).toBe(categories.length);
    expect(new Set(categories.map((c) => `${c.sportId}/${c.slug}`)).size).toBe(categories.length);
    expect(categories.every((c) => sports.some((s) => s.id === c.sportId))).toBe(true);
  });

  it('gives country categories their country code and lists home countries of a sport', () => {
    const { categories } = generateCatalogue({ seed: 3 });
    const hockey = categories.filter((c) => c.sportId === 4).map((c) => c.countryCode);
    expect(hockey).toEqual(expect.arrayContaining(['CA', 'US', 'SE', 'FI']));
    const football = categories.filter((c) => c.sportId === 1);
    expect(football.length).toBe(24);
    expect(football.every((c) => c.countryCode && /^[A-Z]{2}$/.test(c.countryCode))).toBe(true);
  });

  it('splits the catalogue between betradar and oddin without overlap', async () => {
    const [betradar, oddin] = createSimulatedProviders(11);
    const a = await betradar!.catalogue();
    const b = await oddin!.catalogue();
    expect(a.sports.every((s) => s.provider === 'betradar')).toBe(true);
    expect(b.sports.map((s) => s.key).sort()).toEqual([
      'cs2',
      'dota-2',
      'league-of-legends',
      'valorant',
    ]);
    expect(a.sports.length + b.sports.length).toBe(generateCatalogue({ seed: 11 }).sports.length);
    expect(b.categories.every((c) => b.sports.some((s) => s.id === c.sportId))).toBe(true);
  });
});

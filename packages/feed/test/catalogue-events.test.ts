import { describe, expect, it } from 'vitest';
import { createSimulatedProviders, generateCatalogue } from '../src';
import type { FeedEvent } from '../src';
import { NOW, SEED, WEEK_MS, sampleCatalogue } from './sample-catalogue';

const DAY = 86_400_000;
const matchesOf = (events: FeedEvent[]) => events.filter((event) => event.type === 'match');

describe('simulated catalogue: tournaments, competitors and events', () => {
  it('is the same for the same seed at any time of the same UTC day', () => {
    const { catalogue, ms } = sampleCatalogue();
    process.stdout.write(
      `[feed] generateCatalogue: ${ms.toFixed(0)} ms, ${catalogue.events.length} events, ` +
        `${catalogue.markets.length} markets\n`,
    );
    const dayStart = NOW - (NOW % DAY);
    const late = generateCatalogue({ seed: SEED, now: dayStart + DAY - 1 });
    expect(JSON.stringify(late)).toBe(JSON.stringify(catalogue));
    const other = generateCatalogue({ seed: SEED + 1, now: NOW });
    expect(JSON.stringify(other.events)).not.toBe(JSON.stringify(catalogue.events));
  });

  it('keeps the ids and contents of matches still in the window when regenerated a day later', () => {
    const { catalogue } = sampleCatalogue();
    const tomorrow = generateCatalogue({ seed: SEED, now: NOW + DAY });
    const today = new Map(matchesOf(catalogue.events).map((event) => [event.id, event]));
    const overlap = matchesOf(tomorrow.events).filter(
      (event) => event.startTime < NOW - (NOW % DAY) + 8 * DAY,
    );
    expect(overlap.length).toBeGreaterThan(1000);
    for (const event of overlap) expect(today.get(event.id)).toEqual(event);
    const marketsToday = new Map(
      catalogue.markets.map((market) => [
        `${market.eventId}/${market.marketId}/${market.specifier}`,
        market,
      ]),
    );
    const overlapIds = new Set(overlap.map((event) => event.id));
    for (const market of tomorrow.markets.filter((m) => overlapIds.has(m.eventId))) {
      expect(marketsToday.get(`${market.eventId}/${market.marketId}/${market.specifier}`)).toEqual(
        market,
      );
    }
  });

  it('has at least 1,500 matches starting within the next 7 days, football the most', () => {
    const { catalogue } = sampleCatalogue();
    const week = matchesOf(catalogue.events).filter(
      (event) => event.startTime >= NOW && event.startTime < NOW + WEEK_MS,
    );
    expect(week.length).toBeGreaterThanOrEqual(1500);
    const perSport = new Map<number, number>();
    for (const event of week) perSport.set(event.sportId, (perSport.get(event.sportId) ?? 0) + 1);
    for (const sport of catalogue.sports) {
      expect(perSport.get(sport.id) ?? 0, sport.key).toBeGreaterThan(0);
    }
    const football = perSport.get(1) ?? 0;
    expect(Math.max(...perSport.values())).toBe(football);
  });

  it('gives every event a unique id below 2^31 and a unique URN, and slugs unique per sport', () => {
    const { catalogue } = sampleCatalogue();
    const { events, tournaments, competitors } = catalogue;
    for (const list of [events, tournaments, competitors]) {
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
      expect(new Set(list.map((item) => item.urnId)).size).toBe(list.length);
      expect(
        list.every((item) => Number.isInteger(item.id) && item.id > 0 && item.id < 2 ** 31),
      ).toBe(true);
    }
    const slugs = [...events, ...tournaments].map((item) => `${item.sportId}/${item.slug}`);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(events.every((event) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(event.slug))).toBe(true);
    expect(tournaments.every((t) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(t.slug))).toBe(true);
  });

  it('uses the provider URN prefixes: sr for betradar, od for oddin', () => {
    const { catalogue } = sampleCatalogue();
    for (const event of catalogue.events) {
      const prefix = event.provider === 'oddin' ? 'od' : 'sr';
      expect(event.urnId).toBe(`${prefix}:${event.type}:${event.id}`);
    }
  });

  it('links every event to its sport, category and tournament, and every match to two competitors', () => {
    const { catalogue } = sampleCatalogue();
    const categories = new Map(catalogue.categories.map((c) => [c.id, c]));
    const tournaments = new Map(catalogue.tournaments.map((t) => [t.id, t]));
    const competitors = new Set(catalogue.competitors.map((c) => c.id));
    for (const tournament of tournaments.values()) {
      expect(categories.get(tournament.categoryId)?.sportId).toBe(tournament.sportId);
    }
    for (const event of catalogue.events) {
      const tournament = tournaments.get(event.tournamentId);
      expect(tournament?.categoryId).toBe(event.categoryId);
      expect(tournament?.sportId).toBe(event.sportId);
      expect(event.competitorIds.every((id) => competitors.has(id))).toBe(true);
      expect(event.status).toBe(0);
      if (event.type !== 'match') continue;
      expect(event.homeCompetitorId).not.toBeNull();
      expect(event.homeCompetitorId).not.toBe(event.awayCompetitorId);
      expect(event.competitorIds).toEqual([event.homeCompetitorId, event.awayCompetitorId]);
      expect(event.model).toBeDefined();
      expect(event.endTime).toBeNull();
    }
  });

  it('starts matches on the hour or a quarter past, evenings for football, all day for esports', () => {
    const { catalogue } = sampleCatalogue();
    const matches = matchesOf(catalogue.events);
    expect(matches.every((event) => event.startTime % (15 * 60_000) === 0)).toBe(true);
    const hourOf = (event: FeedEvent) => new Date(event.startTime).getUTCHours();
    const english = matches.filter((event) => event.categoryId === 1001);
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((event) => hourOf(event) >= 11 && hourOf(event) <= 21)).toBe(true);
    const oddinHours = new Set(matches.filter((e) => e.provider === 'oddin').map(hourOf));
    expect(oddinHours.size).toBeGreaterThanOrEqual(12);
  });

  it('describes competitors well enough to draw a crest', () => {
    const { catalogue } = sampleCatalogue();
    for (const competitor of catalogue.competitors) {
      expect(competitor.names.en.length).toBeGreaterThan(2);
      expect(competitor.abbreviation).toMatch(/^[A-Z]{2,4}$/);
      expect(competitor.colors.primary).toMatch(/^#[0-9a-f]{6}$/);
      expect(competitor.colors.secondary).toMatch(/^#[0-9a-f]{6}$/);
      expect(competitor.colors.primary).not.toBe(competitor.colors.secondary);
      if (competitor.countryCode !== null) expect(competitor.countryCode).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('lists top leagues as believable tournaments with a venue for team sports', () => {
    const { catalogue } = sampleCatalogue();
    const names = catalogue.tournaments.map((t) => t.names.en);
    expect(names).toEqual(expect.arrayContaining(['Premier League', 'Championship', 'LaLiga']));
    const premierLeague = catalogue.tournaments.find((t) => t.slug === 'england-premier-league');
    const secondTier = catalogue.tournaments.find((t) => t.slug === 'england-championship');
    expect(premierLeague!.priority).toBeGreaterThan(secondTier!.priority);
    const football = matchesOf(catalogue.events).filter((event) => event.sportId === 1);
    expect(football.every((event) => event.stadium && event.city)).toBe(true);
    const video = football.filter((event) => event.hasVideo).length;
    expect(video).toBeGreaterThan(0);
    expect(video).toBeLessThan(football.length);
  });

  it('offers outrights: a season per top league and stages, with their fields', () => {
    const { catalogue } = sampleCatalogue();
    const outrights = catalogue.events.filter((event) => event.type !== 'match');
    const types = new Set(outrights.map((event) => event.type));
    expect([...types].sort()).toEqual(['season', 'simple_tournament', 'stage']);
    const premierLeague = catalogue.tournaments.find((t) => t.slug === 'england-premier-league');
    const season = outrights.find(
      (event) => event.type === 'season' && event.tournamentId === premierLeague!.id,
    );
    expect(season?.names?.en).toBe('Premier League 2026/27');
    expect(season?.competitorIds).toHaveLength(20);
    for (const event of outrights) {
      expect(event.names?.en).toBeTruthy();
      expect(event.endTime).toBeGreaterThan(event.startTime);
      expect(event.endTime).toBeGreaterThan(NOW);
      expect(event.homeCompetitorId).toBeNull();
      expect(event.competitorIds.length).toBeGreaterThan(2);
      const markets = catalogue.markets.filter((market) => market.eventId === event.id);
      expect(markets).toHaveLength(1);
      expect(markets[0]!.outcomes).toHaveLength(event.competitorIds.length);
    }
  });
});

describe('simulated providers', () => {
  it('split events, markets and competitors by provider, together the whole catalogue', async () => {
    const { catalogue } = sampleCatalogue();
    const [betradar, oddin] = createSimulatedProviders(SEED, { now: NOW });
    const a = await betradar!.catalogue();
    const b = await oddin!.catalogue();
    expect(a.events.every((event) => event.provider === 'betradar')).toBe(true);
    expect(b.events.every((event) => event.provider === 'oddin')).toBe(true);
    expect(a.events.length + b.events.length).toBe(catalogue.events.length);
    expect(a.markets.length + b.markets.length).toBe(catalogue.markets.length);
    expect(a.tournaments.length + b.tournaments.length).toBe(catalogue.tournaments.length);
    expect(a.competitors.length + b.competitors.length).toBe(catalogue.competitors.length);
    expect(b.events.every((event) => event.urnId.startsWith('od:'))).toBe(true);
    expect(JSON.stringify(b.events)).toBe(
      JSON.stringify(catalogue.events.filter((event) => event.provider === 'oddin')),
    );
  });
});

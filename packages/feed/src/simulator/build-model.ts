import type { Random } from '@sportsbook/domain';
import type { MatchModel } from '../pricing/match-model';
import type { Fixture } from './fixtures/fixture';

const clamp = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);
/** Three decimals: a model is data (stored, compared, sent), not a float dump. */
const r3 = (x: number) => Math.round(x * 1000) / 1000;
/**
 * Rally probabilities on a 0.0025 grid: a quarter of a percent per rally is below what the odds
 * can show, and matches on the same grid point share one (costly) series distribution.
 */
const rallyGrid = (x: number) => Math.round(x * 400) / 400;
/** A small per-match wobble: form, injuries, travel — what ratings do not capture. */
const wobble = (random: Random, size: number) => (random.next() - 0.5) * size;

/**
 * The pricing model of a fixture from the two competitors' ratings (Δ = home − away, roughly
 * N(0, 0.8)) and the league's scoring level. Coefficients are set so that typical odds look like
 * a real book's: a football favourite by Δ = 1 is about 1.55, a tennis one about 1.35.
 */
export function buildModel(fixture: Fixture, random: Random): MatchModel {
  const { plan, home, away } = fixture;
  const delta = home.rating - away.rating + wobble(random, 0.2);
  switch (plan.sport.key) {
    case 'football': {
      const total = (plan.scoring ?? 2.7) * (1 + wobble(random, 0.12));
      const supremacy = 0.28 + 0.62 * delta;
      return {
        kind: 'football',
        homeGoals: r3(Math.max(0.25, (total + supremacy) / 2)),
        awayGoals: r3(Math.max(0.2, (total - supremacy) / 2)),
        firstHalfShare: 0.44,
      };
    }
    case 'ice-hockey': {
      const total = (plan.scoring ?? 5.8) * (1 + wobble(random, 0.1));
      const supremacy = 0.18 + 0.5 * delta;
      return {
        kind: 'ice-hockey',
        homeGoals: r3(Math.max(0.8, (total + supremacy) / 2)),
        awayGoals: r3(Math.max(0.8, (total - supremacy) / 2)),
        overtimeHome: r3(clamp(0.51 + 0.06 * delta, 0.35, 0.65)),
      };
    }
    case 'baseball': {
      const total = (plan.scoring ?? 8.8) * (1 + wobble(random, 0.12));
      const supremacy = 0.15 + 0.7 * delta;
      return {
        kind: 'baseball',
        homeRuns: r3(Math.max(1.5, (total + supremacy) / 2)),
        awayRuns: r3(Math.max(1.5, (total - supremacy) / 2)),
        extraInningsHome: r3(clamp(0.52 + 0.05 * delta, 0.35, 0.65)),
      };
    }
    case 'basketball':
    case 'american-football':
    case 'handball': {
      const sport = plan.sport.key;
      const total = (plan.scoring ?? 160) * (1 + wobble(random, 0.05));
      const spread =
        sport === 'basketball'
          ? 2.5 + 6 * delta
          : sport === 'handball'
            ? 1.2 + 3.5 * delta
            : 2 + 7 * delta;
      const shape =
        sport === 'basketball'
          ? { sdMargin: 0.055 * total, sdTotal: 0.08 * total }
          : sport === 'handball'
            ? { sdMargin: 4.8, sdTotal: 5.5 }
            : { sdMargin: 13.5, sdTotal: 10 };
      return {
        kind: 'points',
        sport,
        homePoints: r3((total + spread) / 2),
        awayPoints: r3((total - spread) / 2),
        sdMargin: r3(shape.sdMargin),
        sdTotal: r3(shape.sdTotal),
        draws: sport === 'handball',
        lineStep: 1,
      };
    }
    case 'tennis': {
      const base = plan.format.kind === 'tour' ? plan.format.tour.serve : 0.62;
      // The edge on a 0.005 grid: finer than odds can show, and serve pairs repeat across matches,
      // so the Markov chain is solved once per pair (see price-tennis.ts).
      const edge = Math.round(clamp(0.045 * delta, -0.08, 0.08) * 200) / 200;
      return {
        kind: 'tennis',
        homeServe: r3(base + edge / 2),
        awayServe: r3(base - edge / 2),
        bestOf: 3,
        firstServer: random.next() < 0.5 ? 'home' : 'away',
      };
    }
    case 'volleyball':
      return {
        kind: 'rally',
        sport: 'volleyball',
        homeRally: rallyGrid(clamp(0.505 + 0.02 * delta, 0.44, 0.56)),
        bestOf: 5,
        target: 25,
        decidingTarget: 15,
        lineStep: 2,
      };
    case 'table-tennis':
      return {
        kind: 'rally',
        sport: 'table-tennis',
        homeRally: rallyGrid(clamp(0.5 + 0.03 * delta, 0.42, 0.58)),
        bestOf: 5,
        target: 11,
        decidingTarget: 11,
        lineStep: 1,
      };
    case 'cricket': {
      const total = (plan.scoring ?? 330) * (1 + wobble(random, 0.06));
      const margin = 3 + 12 * delta;
      return {
        kind: 'cricket',
        homeRuns: r3((total + margin) / 2),
        awayRuns: r3((total - margin) / 2),
        sdRuns: 24,
        // Premium cricket markets (decision 054); a provider strips them when the flag is off.
        premium: true,
      };
    }
    default:
      // Esports: every map is a coin weighted by the strength gap.
      return {
        kind: 'maps',
        homeMap: r3(clamp(0.5 + 0.14 * delta, 0.15, 0.85)),
        bestOf: fixture.bestOf ?? 3,
      };
  }
}

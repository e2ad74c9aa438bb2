import type { Random } from '@sportsbook/domain';
import type { BaseballModel, CricketInningsState, CricketModel } from '../../pricing/match-model';
import type { MatchScript, Side } from '../live-state';
import { MINUTE, ScriptWriter, ordinal, poisson, timesIn } from './script-writer';

/**
 * Baseball: nine innings (more while tied), each a top half (away bats) and a bottom half (home
 * bats); runs per half-inning are Poisson. No match clock; `elapsed` is innings played / 9.
 */
export function baseballScript(model: BaseballModel, random: Random): MatchScript {
  const w = new ScriptWriter();
  const HALF = 10 * MINUTE;
  let t = 0;
  w.push(0, { event: { type: 'match_started', side: null } });
  for (let inning = 1; inning <= 9 || (w.total.home === w.total.away && inning <= 15); inning++) {
    w.startPeriod({
      number: inning,
      type: inning <= 9 ? 'inning' : 'extra_inning',
      periodName: `${ordinal(inning)} inning`,
      periodKey: `inning_${inning}`,
    });
    w.pricing = { score: { ...w.total }, elapsed: Math.min((inning - 1) / 9, 1) };
    w.push(t, { event: { type: 'period_start', side: null }, reprice: true });
    for (const side of ['away', 'home'] as const) {
      // The home side does not bat in the last inning when already ahead.
      if (side === 'home' && inning >= 9 && w.total.home > w.total.away) break;
      const rate = (side === 'home' ? model.homeRuns : model.awayRuns) / 9;
      for (const offset of timesIn(random, poisson(random, rate), 0, HALF)) {
        w.score(side, 1);
        w.pricing = { score: { ...w.total }, elapsed: Math.min((inning - 0.5) / 9, 1) };
        w.push(t + offset, {
          event: { type: 'score_change', side, points: 1 },
          betStopMs: 20_000,
          reprice: true,
        });
      }
      t += HALF;
    }
    if (inning >= 15 && w.total.home === w.total.away) {
      const side: Side = random.next() < model.extraInningsHome ? 'home' : 'away';
      w.score(side, 1);
      w.push(t - 1, { event: { type: 'score_change', side, points: 1 } });
    }
    w.push(t, { event: { type: 'period_end', side: null }, closesPeriod: inning, reprice: true });
    t += 2 * MINUTE;
  }
  return w.finish(t);
}

/** Cricket script constants the premium pricer shares (decision 054). */
export const CRICKET_OVERS = 20;
/** Chance that a wicket falls in an over (at most one per over). */
export const WICKET_PER_OVER = 0.3;
/** Spread of an over's runs: (U1 + U2 + U3 − 1.5) × 6 has a standard deviation of 3. */
export const OVER_RUNS_SD = 3;

/**
 * Twenty-over cricket: the home side bats first, then the away side chases; runs per over are
 * drawn around the model's mean. `elapsed` is the share of the 40 overs bowled. The pricing state
 * carries each innings' over-by-over runs and fall of wickets (`cricket`), which the premium
 * cricket markets are priced and settled from.
 */
export function cricketScript(model: CricketModel, random: Random): MatchScript {
  const w = new ScriptWriter();
  const OVER = 4 * MINUTE;
  let t = 0;
  w.push(0, { event: { type: 'match_started', side: null } });
  const innings: Array<{ side: Side; mean: number }> = [
    { side: 'home', mean: model.homeRuns },
    { side: 'away', mean: model.awayRuns },
  ];
  const states: CricketInningsState[] = [];
  innings.forEach(({ side, mean }, index) => {
    const number = index + 1;
    w.startPeriod({
      number,
      type: 'innings',
      periodName: `${ordinal(number)} innings`,
      periodKey: `innings_${number}`,
    });
    w.updateCurrent({ wickets: 0, balls: 0 });
    w.game = { home: 0, away: 0 };
    const state: CricketInningsState = {
      number,
      side,
      runs: 0,
      wickets: 0,
      overRuns: [],
      fallOfWickets: [],
      complete: false,
    };
    states.push(state);
    w.pricing = { ...w.pricing, cricket: states };
    w.push(t, { event: { type: 'period_start', side: null }, reprice: true });
    let wickets = 0;
    for (let over = 1; over <= CRICKET_OVERS && wickets < 10; over++) {
      const runs = Math.max(
        0,
        Math.round(
          mean / CRICKET_OVERS + (random.next() + random.next() + random.next() - 1.5) * 6,
        ),
      );
      w.score(side, runs);
      // The over's runs are known from the first moment that shows them in the score.
      state.runs += runs;
      state.overRuns.push(runs);
      if (random.next() < WICKET_PER_OVER) {
        wickets++;
        state.wickets = wickets;
        state.fallOfWickets.push(state.runs);
        if (wickets >= 10) state.complete = true;
        w.pricing = { ...w.pricing, cricket: states };
        // game score holds wickets lost, the second number a cricket scoreboard shows.
        w.game = { ...w.game, [side]: wickets };
        // The wicket falls mid-over: three balls of this over are bowled.
        w.updateCurrent({ wickets, balls: (over - 1) * 6 + 3 });
        w.push(t + OVER / 2, { event: { type: 'wicket', side }, betStopMs: 15_000 });
      }
      const chased = index === 1 && w.total.away > w.total.home;
      if (over === CRICKET_OVERS || chased) state.complete = true;
      w.pricing = { score: { ...w.total }, elapsed: (index * 20 + over) / 40, cricket: states };
      w.updateCurrent({ balls: over * 6 });
      t += OVER;
      w.push(t, {
        event: { type: 'score_change', side, points: runs },
        // Premium cricket re-prices every over: the next over's market opens as one starts.
        reprice: over % 2 === 0 || model.premium === true,
      });
      if (chased) break;
    }
    state.complete = true;
    w.pricing = { ...w.pricing, cricket: states };
    w.push(t + 1, {
      event: { type: 'period_end', side: null },
      closesPeriod: number,
      reprice: true,
    });
    t += 15 * MINUTE;
  });
  if (w.total.home === w.total.away) {
    // A super over, settled as one run to its winner. It is a period of its own: run lines and
    // totals settle on the two innings, the winner market includes it.
    w.startPeriod({
      number: 3,
      type: 'super_over',
      periodName: 'Super over',
      periodKey: 'super_over',
    });
    const side: Side = random.next() < 0.5 ? 'home' : 'away';
    w.score(side, 1);
    w.push(t, { event: { type: 'score_change', side, points: 1 } });
  }
  return w.finish(t + 1);
}

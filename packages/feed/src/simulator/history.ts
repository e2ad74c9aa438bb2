import { createRandom, seedFrom } from '@sportsbook/domain';
import type { Random } from '@sportsbook/domain';

/**
 * The simulated past of the catalogue's competitors (issue 21, match centre): earlier meetings of
 * two competitors and each one's recent form. Seeded by the competitors alone, never by the
 * match, so the same pair shows the same past on every match and in every process, and a
 * competitor's form is the same whoever it plays next.
 */
export interface PastMatch {
  /** ISO date (day) the match was played. */
  date: string;
  homeCompetitorId: number;
  awayCompetitorId: number;
  homeScore: number;
  awayScore: number;
}

export type FormResult = 'W' | 'D' | 'L';

export interface FormEntry {
  date: string;
  result: FormResult;
  /** The competitor's score first. */
  scoreFor: number;
  scoreAgainst: number;
  atHome: boolean;
}

export interface HeadToHead {
  meetings: PastMatch[];
  /** Wins of the match's home and away competitor in those meetings, and draws. */
  summary: { home: number; draws: number; away: number };
  form: { home: FormEntry[]; away: FormEntry[] };
}

export interface HeadToHeadInput {
  seed: number;
  sportKey: string;
  homeCompetitorId: number;
  awayCompetitorId: number;
  /** Epoch ms of the match: its past ends before it. */
  startTime: number;
}

export const HISTORY_LENGTH = 5;
const DAY = 86_400_000;

function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = random.next();
  while (p > limit && k < 30) {
    k++;
    p *= random.next();
  }
  return k;
}

/** One final score of the sport, home side first. */
function scoreOf(random: Random, sportKey: string): [number, number] {
  switch (sportKey) {
    case 'football':
      return [poisson(random, 1.5), poisson(random, 1.15)];
    case 'ice-hockey':
    case 'handball': {
      const mean = sportKey === 'handball' ? 28 : 3;
      const home = poisson(random, mean);
      const away = poisson(random, mean * 0.9);
      return home === away ? [home + 1, away] : [home, away];
    }
    case 'basketball': {
      const home = 80 + random.int(0, 40);
      const away = 78 + random.int(0, 40);
      return home === away ? [home + 2, away] : [home, away];
    }
    case 'tennis':
    case 'volleyball':
    case 'table-tennis': {
      const toWin = sportKey === 'tennis' ? 2 : 3;
      const loser = random.int(0, toWin - 1);
      return random.next() < 0.55 ? [toWin, loser] : [loser, toWin];
    }
    default: {
      if (['cs2', 'dota-2', 'league-of-legends', 'valorant'].includes(sportKey)) {
        const loser = random.int(0, 1);
        return random.next() < 0.55 ? [2, loser] : [loser, 2];
      }
      const home = poisson(random, 4);
      const away = poisson(random, 3.6);
      return home === away ? [home + 1, away] : [home, away];
    }
  }
}

const dayOf = (epoch: number) => new Date(epoch).toISOString().slice(0, 10);

function pastDates(random: Random, before: number): number[] {
  const dates: number[] = [];
  let at = before;
  for (let i = 0; i < HISTORY_LENGTH; i++) {
    at -= random.int(7, 60) * DAY;
    dates.push(at);
  }
  return dates;
}

function formOf(input: HeadToHeadInput, competitorId: number): FormEntry[] {
  const random = createRandom(seedFrom(input.seed, `form:${input.sportKey}:${competitorId}`));
  return pastDates(random, input.startTime - DAY).map((date) => {
    const atHome = random.next() < 0.5;
    const [home, away] = scoreOf(random, input.sportKey);
    const scoreFor = atHome ? home : away;
    const scoreAgainst = atHome ? away : home;
    return {
      date: dayOf(date),
      result: scoreFor > scoreAgainst ? 'W' : scoreFor < scoreAgainst ? 'L' : 'D',
      scoreFor,
      scoreAgainst,
      atHome,
    };
  });
}

export function headToHead(input: HeadToHeadInput): HeadToHead {
  const low = Math.min(input.homeCompetitorId, input.awayCompetitorId);
  const high = Math.max(input.homeCompetitorId, input.awayCompetitorId);
  const random = createRandom(seedFrom(input.seed, `h2h:${input.sportKey}:${low}:${high}`));
  const summary = { home: 0, draws: 0, away: 0 };
  const meetings = pastDates(random, input.startTime - DAY).map((date): PastMatch => {
    const lowAtHome = random.next() < 0.5;
    const [homeScore, awayScore] = scoreOf(random, input.sportKey);
    const homeCompetitorId = lowAtHome ? low : high;
    const awayCompetitorId = lowAtHome ? high : low;
    if (homeScore === awayScore) summary.draws++;
    else {
      const winner = homeScore > awayScore ? homeCompetitorId : awayCompetitorId;
      if (winner === input.homeCompetitorId) summary.home++;
      else summary.away++;
    }
    return { date: dayOf(date), homeCompetitorId, awayCompetitorId, homeScore, awayScore };
  });
  return {
    meetings,
    summary,
    form: {
      home: formOf(input, input.homeCompetitorId),
      away: formOf(input, input.awayCompetitorId),
    },
  };
}

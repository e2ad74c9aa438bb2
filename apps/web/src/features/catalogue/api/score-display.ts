/**
 * How a scoreboard writes a sport's score (betting-core §3: total, game and period scores), kept
 * pure so the match page, the live list and the results list say the same thing.
 */
export interface ScoreLike {
  home: number;
  away: number;
}

export interface PeriodScoreLike extends ScoreLike {
  number: number;
  type: string;
  wickets?: number | undefined;
  balls?: number | undefined;
}

export interface ScoredMatchLike {
  sport: { key: string };
  gameScore: ScoreLike | null;
  periodScores: readonly PeriodScoreLike[];
}

/** The feed sends tennis advantage as 50 (after 0, 15, 30, 40). */
const TENNIS_ADVANTAGE = 50;

/** A tie-break counts plain points, not 15/30/40: it is played at six games all. */
export function isTiebreak(match: ScoredMatchLike): boolean {
  const set = match.periodScores.at(-1);
  return match.sport.key === 'tennis' && set !== undefined && set.home === 6 && set.away === 6;
}

/** One side's point in a tennis game: 0, 15, 30, 40 or AD; tie-break points as they are. */
export function tennisPoint(value: number, tiebreak: boolean): string {
  if (tiebreak) return String(value);
  return value >= TENNIS_ADVANTAGE ? 'AD' : String(value);
}

/** The game score as a scoreboard shows it; null when there is none. */
export function gameScoreText(match: ScoredMatchLike): { home: string; away: string } | null {
  if (!match.gameScore) return null;
  if (match.sport.key !== 'tennis') {
    return { home: String(match.gameScore.home), away: String(match.gameScore.away) };
  }
  const tiebreak = isTiebreak(match);
  return {
    home: tennisPoint(match.gameScore.home, tiebreak),
    away: tennisPoint(match.gameScore.away, tiebreak),
  };
}

/** Overs as cricket writes them: 272 balls → "45.2" (45 overs and 2 balls). */
export function oversText(balls: number): string {
  return `${Math.floor(balls / 6)}.${balls % 6}`;
}

export interface CricketSideScore {
  runs: number;
  wickets: number;
  /** Null when the side has not batted yet. */
  overs: string | null;
}

/**
 * Each side's runs, wickets and overs, from its innings (the period where it scored, home bats
 * in innings 1 and away in innings 2; a super over adds runs only). Null for other sports.
 */
export function cricketScore(
  match: ScoredMatchLike,
): { home: CricketSideScore; away: CricketSideScore } | null {
  if (match.sport.key !== 'cricket') return null;
  const side = (key: 'home' | 'away', number: number): CricketSideScore => {
    const innings = match.periodScores.find(
      (period) => period.type === 'innings' && period.number === number,
    );
    const extra = match.periodScores
      .filter((period) => period.type !== 'innings')
      .reduce((sum, period) => sum + period[key], 0);
    return {
      runs: (innings?.[key] ?? 0) + extra,
      wickets: innings?.wickets ?? match.gameScore?.[key] ?? 0,
      overs: innings?.balls === undefined ? null : oversText(innings.balls),
    };
  };
  return { home: side('home', 1), away: side('away', 2) };
}

/** "151/4 (45.2 ov)"; "151/4" before overs are known. `oversLabel` is the reader's "ov". */
export function cricketSideText(score: CricketSideScore, oversLabel: string): string {
  const base = `${score.runs}/${score.wickets}`;
  return score.overs === null ? base : `${base} (${score.overs} ${oversLabel})`;
}

/** One side's score in a compact list row: runs/wickets in cricket, the total elsewhere. */
export function rowScoreText(
  match: ScoredMatchLike & { totalScore: ScoreLike | null },
  side: 'home' | 'away',
): string | null {
  const cricket = cricketScore(match);
  if (cricket) return `${cricket[side].runs}/${cricket[side].wickets}`;
  return match.totalScore ? String(match.totalScore[side]) : null;
}

/**
 * The parameters a match is priced from. Every market of a match comes from one of these, so the
 * markets agree with each other; the live engine keeps the model and re-prices with the current
 * `MatchState` — which is why the rates below are per full match and scale with time left.
 */

/** Goals as two independent Poisson processes over 90 minutes. */
export interface FootballModel {
  kind: 'football';
  /** Expected goals over the full match. */
  homeGoals: number;
  awayGoals: number;
  /** Share of the goals expected before half-time (goals come slightly later in a match). */
  firstHalfShare: number;
}

/** Regulation-time Poisson goals; a tie goes to overtime/shoot-out. */
export interface IceHockeyModel {
  kind: 'ice-hockey';
  homeGoals: number;
  awayGoals: number;
  /** P(home wins overtime or the shoot-out). */
  overtimeHome: number;
}

/** Nine-inning Poisson runs; a tie goes to extra innings, won by one run. */
export interface BaseballModel {
  kind: 'baseball';
  homeRuns: number;
  awayRuns: number;
  extraInningsHome: number;
}

/** Normal approximations of the margin and the total (basketball, American football, handball). */
export interface PointsModel {
  kind: 'points';
  sport: 'basketball' | 'american-football' | 'handball';
  /** Expected points over regulation. */
  homePoints: number;
  awayPoints: number;
  sdMargin: number;
  sdTotal: number;
  /** Handball has a draw; the others play overtime. */
  draws: boolean;
  /** Spacing of the lines in the handicap and total ladders. */
  lineStep: number;
}

/** Points on serve as a Markov chain (tennis). */
export interface TennisModel {
  kind: 'tennis';
  /** P(win a point on own serve). */
  homeServe: number;
  awayServe: number;
  bestOf: 3 | 5;
  firstServer: 'home' | 'away';
}

/** Rally-point sets/games won by two (volleyball, table tennis), in a best-of series. */
export interface RallyModel {
  kind: 'rally';
  sport: 'volleyball' | 'table-tennis';
  /** P(home wins a rally). */
  homeRally: number;
  bestOf: 3 | 5 | 7;
  /** Points to win a set, and the shorter deciding set (volleyball plays the fifth to 15). */
  target: number;
  decidingTarget: number;
  /** Spacing of the total-points ladder. */
  lineStep: number;
}

/** Independent maps in a best-of series (esports). */
export interface MapsModel {
  kind: 'maps';
  /** P(home wins a map). */
  homeMap: number;
  bestOf: 3 | 5;
}

/** Runs of each side as normals (limited-overs cricket). */
export interface CricketModel {
  kind: 'cricket';
  homeRuns: number;
  awayRuns: number;
  sdRuns: number;
  /**
   * Premium cricket (issue 22, decision 054): the match also carries session runs, runs in an
   * over and fall of the next wicket, priced and settled from the ball-by-ball state.
   */
  premium?: boolean;
}

/** One innings as the cricket script keeps it, for premium pricing and settlement. */
export interface CricketInningsState {
  number: number;
  side: 'home' | 'away';
  /** Runs so far: always the sum of `overRuns`. */
  runs: number;
  wickets: number;
  /** Runs of each over whose runs are known, in order (an over's runs show when it is done or
   * when a wicket falls in it). */
  overRuns: number[];
  /** The team's runs when each wicket fell, in order. */
  fallOfWickets: number[];
  /** Twenty overs bowled, all out, or the target reached. */
  complete: boolean;
}

export type MatchModel =
  | FootballModel
  | IceHockeyModel
  | BaseballModel
  | PointsModel
  | TennisModel
  | RallyModel
  | MapsModel
  | CricketModel;

/**
 * Where a match stands, for in-play pricing. Prematch is `undefined` (or elapsed 0 and 0-0).
 * Timed sports use `elapsed` and `score` (goals, points, runs); set sports use `score` for sets
 * or maps won and `current` for the games or points of the set in progress.
 */
export interface MatchState {
  /** Share of regulation time played, 0 to 1. */
  elapsed?: number;
  score: { home: number; away: number };
  current?: { home: number; away: number };
  /** Who serves next (tennis). */
  server?: 'home' | 'away';
  /** Games won in finished sets (tennis), for total games and the games handicap. */
  games?: { home: number; away: number };
  /** Cricket: the innings started so far (premium cricket markets read them). */
  cricket?: CricketInningsState[];
}

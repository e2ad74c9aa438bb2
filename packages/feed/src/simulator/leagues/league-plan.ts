import type { FeedCategory, FeedEventType, FeedTournament } from '../../provider';
import type { CompetitorProfile } from '../competitors/competitor-profile';
import type { EsportsCircuit } from '../world/esports-events';
import type { TableTennisLeague, TourData, TourEvent } from '../world/tennis-events';
import type { Slot } from '../world/schedule-templates';
import type { SportDefinition } from '../sports-data';

/** How a league produces its fixtures (see fixtures/). */
export type LeagueFormat =
  /** Round-robin rounds each week, each round spread over kick-off slots. */
  | { kind: 'rounds'; rounds: Slot[][]; shift: number }
  /** A number of games a day between random pairs of teams. */
  | { kind: 'daily'; perDay: number[]; minutes: number[] }
  /** A weekly tennis event, active some weeks; its draw is taken from the category's players. */
  | { kind: 'tour'; tour: TourData; event: TourEvent; eventIndex: number }
  /** Table-tennis leagues: a match every few hours all day long. */
  | { kind: 'continuous'; league: TableTennisLeague }
  /** Esports circuits: a few series a day, best-of-5 on playoff days. */
  | { kind: 'circuit'; circuit: EsportsCircuit };

/** Everything the simulator needs about one tournament to schedule and price its matches. */
export interface LeaguePlan {
  sport: SportDefinition;
  /** Position of the sport in SPORT_DEFINITIONS: part of match ids. */
  sportSlot: number;
  category: FeedCategory;
  tournament: FeedTournament;
  /** 1-based position within the category: part of tournament and outright ids. */
  index: number;
  /** 0 for a top flight. */
  tier: number;
  /** The league's own teams (for a tour event: the category's whole player pool). */
  teams: CompetitorProfile[];
  format: LeagueFormat;
  /** Local time zone of the league's kick-off times. */
  utcOffset: number;
  /** Goals, points or runs per match where the sport's model uses it. */
  scoring?: number;
  /** The outright this tournament carries, if any. */
  outright?: Exclude<FeedEventType, 'match'>;
  /** Seasons run August–May or within a calendar year. */
  seasonStyle: 'european' | 'calendar';
  /** Share of matches with a video stream. */
  videoShare: number;
}

export type { EsportsCircuit, TableTennisLeague, TourData, TourEvent };

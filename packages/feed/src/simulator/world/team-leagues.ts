import type { LeagueData } from './football-leagues';
import { SCHEDULES } from './schedule-templates';
import type { ScheduleData } from './schedule-templates';

/** How a league's teams are named: a town plus a club pattern, or a town plus a nickname. */
export type TeamNaming = 'club' | 'franchise';

export interface TeamLeagueData extends LeagueData {
  naming: TeamNaming;
  schedule: ScheduleData;
}

export interface TeamSportData {
  /** Club patterns for this sport (football uses the country's own style instead). */
  clubs: string[];
  /** Leagues of the sport's home countries. */
  leagues: Record<string, TeamLeagueData[]>;
  /** What any other country plays. */
  fallback: TeamLeagueData;
}

const league = (
  name: string,
  teams: number,
  schedule: ScheduleData,
  scoring?: number,
  naming: TeamNaming = 'club',
): TeamLeagueData => ({ name, teams, schedule, scoring, naming });

const { indoorWeekend, indoorTwoRounds, hockeyEurope, proFootball } = SCHEDULES;

/** Everything but football, tennis, table tennis and esports (which have their own formats). */
// prettier-ignore
export const TEAM_SPORTS: Record<string, TeamSportData> = {
  basketball: {
    clubs: ['{c} Basket', 'BC {c}', '{c} Baskets', 'Basket {c}', '{c} Giants', '{c} Titans'],
    leagues: {
      US: [league('Pro Basketball League', 30, SCHEDULES.proBasketball, 228, 'franchise')],
      ES: [league('Liga ACB', 18, indoorWeekend, 166)],
      GR: [league('Basket League', 12, indoorWeekend, 160)],
      TR: [league('Basketbol Süper Ligi', 16, indoorWeekend, 164)],
      IT: [league('Lega Basket Serie A', 16, indoorWeekend, 165)],
      FR: [league('Élite', 16, indoorTwoRounds, 164)],
      DE: [league('Basketball Bundesliga', 18, indoorWeekend, 168)],
      AR: [league('Liga Nacional', 20, indoorTwoRounds, 158)],
      BR: [league('Novo Basquete Brasil', 18, indoorTwoRounds, 162)],
      RS: [league('Košarkaška Liga', 14, indoorWeekend, 160)],
      AU: [league('National Basketball League', 10, indoorTwoRounds, 176, 'franchise')],
    },
    fallback: league('Premier League', 12, indoorWeekend, 160),
  },
  'ice-hockey': {
    clubs: ['HC {c}', '{c} HC', 'EHC {c}', '{c} Hockey', '{c} Lions', '{c} Eagles', '{c} Ice'],
    leagues: {
      US: [league('Pro Hockey League', 32, SCHEDULES.proHockey, 6.1, 'franchise')],
      CA: [league('Junior Hockey League', 18, hockeyEurope, 6.4, 'franchise')],
      SE: [league('SHL', 14, SCHEDULES.hockeyThreeRounds, 5.4)],
      FI: [league('Liiga', 16, SCHEDULES.hockeyThreeRounds, 5.3)],
      CZ: [league('Extraliga', 14, hockeyEurope, 5.5)],
      DE: [league('DEL', 14, hockeyEurope, 5.8)],
      CH: [league('National League', 14, hockeyEurope, 5.6)],
      AT: [league('ICE Hockey League', 12, hockeyEurope, 5.7)],
    },
    fallback: league('Elite League', 10, hockeyEurope, 5.6),
  },
  volleyball: {
    clubs: ['{c} Volley', 'VC {c}', 'Volley {c}', '{c} VB', '{c} Volleyball Club'],
    leagues: {
      IT: [league('SuperLega', 12, indoorTwoRounds)],
      PL: [league('PlusLiga', 16, indoorWeekend)],
      BR: [league('Superliga', 12, indoorTwoRounds)],
      TR: [league('Efeler Ligi', 12, indoorWeekend)],
      FR: [league('Ligue A', 14, indoorWeekend)],
      DE: [league('Volleyball Bundesliga', 10, indoorWeekend)],
      JP: [league('SV League', 10, indoorWeekend)],
    },
    fallback: league('Super League', 10, indoorWeekend),
  },
  handball: {
    clubs: ['HC {c}', '{c} HC', 'HSG {c}', '{c} Handball', 'HK {c}', 'TSV {c}'],
    leagues: {
      DE: [league('Handball-Bundesliga', 18, indoorTwoRounds, 58)],
      FR: [league('Starligue', 16, indoorWeekend, 59)],
      ES: [league('Liga ASOBAL', 16, indoorWeekend, 57)],
      SE: [league('Handbollsligan', 14, indoorTwoRounds, 58)],
      PL: [league('Superliga', 14, indoorWeekend, 56)],
      PT: [league('Andebol 1', 14, indoorWeekend, 57)],
      AT: [league('HLA Meisterliga', 10, indoorWeekend, 57)],
    },
    fallback: league('Premier League', 10, indoorWeekend, 56),
  },
  baseball: {
    clubs: ['{c} Baseball Club', '{c} BC', '{c} Sluggers'],
    leagues: {
      US: [league('Pro Baseball League', 30, SCHEDULES.proBaseball, 8.8, 'franchise')],
      JP: [league('Pro Baseball', 12, SCHEDULES.asianBaseball, 7.2, 'franchise')],
      MX: [league('Liga Mexicana', 16, SCHEDULES.winterBaseball, 9.6, 'franchise')],
      CA: [league('Intercounty League', 8, indoorWeekend, 9.0, 'franchise')],
    },
    fallback: league('Baseball League', 8, indoorWeekend, 9.2, 'franchise'),
  },
  'american-football': {
    clubs: ['{c} Football Club'],
    leagues: {
      US: [league('Pro Football League', 32, proFootball, 45, 'franchise')],
      CA: [league('Canadian Football League', 8, indoorWeekend, 50, 'franchise')],
    },
    fallback: league('Elite League', 8, indoorWeekend, 48, 'franchise'),
  },
  cricket: {
    clubs: ['{c} Cricket Club'],
    leagues: {
      IN: [league('Premier League T20', 10, SCHEDULES.t20, 340, 'franchise')],
      AU: [league('Big Bash', 8, SCHEDULES.t20, 330, 'franchise')],
      GB: [league('T20 Blast', 18, SCHEDULES.t20, 335, 'franchise')],
      PK: [league('Super League', 6, SCHEDULES.t20, 320, 'franchise')],
      ZA: [league('SA20', 6, SCHEDULES.t20, 325, 'franchise')],
      NZ: [league('Super Smash', 6, SCHEDULES.t20, 315, 'franchise')],
    },
    fallback: league('T20 Cup', 6, SCHEDULES.t20, 320, 'franchise'),
  },
};

/** Nicknames of franchise teams, e.g. "Denver Comets". Plural, generic, one per team in a league. */
// prettier-ignore
export const NICKNAMES = [
  'Comets', 'Falcons', 'Bears', 'Wolves', 'Hawks', 'Rangers', 'Pioneers', 'Storm', 'Thunder',
  'Titans', 'Stallions', 'Mariners', 'Knights', 'Foxes', 'Owls', 'Bisons', 'Coyotes', 'Pilots',
  'Miners', 'Rockets', 'Outlaws', 'Voyagers', 'Herons', 'Lynx', 'Monarchs', 'Sentinels',
  'Marlins', 'Cyclones', 'Badgers', 'Panthers', 'Ravens', 'Express', 'Riders', 'Kings',
  'Strikers', 'Chargers', 'Royals', 'Warriors', 'Giants', 'Blaze', 'Heat', 'Jets', 'Suns',
];

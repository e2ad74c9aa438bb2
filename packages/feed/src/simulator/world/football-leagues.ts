/** A league as the data lists it; tier 0 is the top flight. */
export interface LeagueData {
  name: string;
  teams: number;
  /** A second round in midweek (Tuesday/Wednesday) besides the weekend round. */
  midweek?: boolean;
  /** Average goals (or points, runs) per match: leagues differ, and it moves every total line. */
  scoring?: number;
}

/** Football leagues per country; names are the generic ones books list. */
// prettier-ignore
export const FOOTBALL_LEAGUES: Record<string, LeagueData[]> = {
  GB: [{ name: 'Premier League', teams: 20, scoring: 2.85 }, { name: 'Championship', teams: 24, midweek: true, scoring: 2.55 }, { name: 'League One', teams: 24, scoring: 2.65 }],
  ES: [{ name: 'LaLiga', teams: 20, scoring: 2.6 }, { name: 'LaLiga 2', teams: 22, scoring: 2.3 }],
  DE: [{ name: 'Bundesliga', teams: 18, scoring: 3.15 }, { name: '2. Bundesliga', teams: 18, scoring: 2.9 }, { name: '3. Liga', teams: 20, scoring: 2.8 }],
  IT: [{ name: 'Serie A', teams: 20, scoring: 2.7 }, { name: 'Serie B', teams: 20, midweek: true, scoring: 2.4 }],
  FR: [{ name: 'Ligue 1', teams: 18, scoring: 2.75 }, { name: 'Ligue 2', teams: 18, scoring: 2.4 }],
  BR: [{ name: 'Série A', teams: 20, midweek: true, scoring: 2.45 }, { name: 'Série B', teams: 20, midweek: true, scoring: 2.2 }],
  US: [{ name: 'Major League Soccer', teams: 28, midweek: true, scoring: 3.0 }, { name: 'USL Championship', teams: 24, scoring: 2.7 }],
  PT: [{ name: 'Primeira Liga', teams: 18, scoring: 2.6 }, { name: 'Liga Portugal 2', teams: 18, scoring: 2.4 }],
  NL: [{ name: 'Eredivisie', teams: 18, scoring: 3.1 }, { name: 'Eerste Divisie', teams: 20, scoring: 3.2 }],
  AR: [{ name: 'Liga Profesional', teams: 28, midweek: true, scoring: 2.2 }, { name: 'Primera Nacional', teams: 20, scoring: 2.0 }],
  TR: [{ name: 'Süper Lig', teams: 18, scoring: 2.8 }, { name: '1. Lig', teams: 20, scoring: 2.6 }],
  BE: [{ name: 'Pro League', teams: 16, scoring: 2.9 }, { name: 'Challenger Pro League', teams: 16, scoring: 2.8 }],
  SE: [{ name: 'Allsvenskan', teams: 16, scoring: 2.8 }, { name: 'Superettan', teams: 16, scoring: 2.7 }],
  FI: [{ name: 'Veikkausliiga', teams: 12, scoring: 2.7 }, { name: 'Ykkösliiga', teams: 10, scoring: 2.9 }],
  CZ: [{ name: 'First League', teams: 16, scoring: 2.7 }, { name: 'National League', teams: 16, scoring: 2.6 }],
  PL: [{ name: 'Ekstraklasa', teams: 18, scoring: 2.75 }, { name: 'I Liga', teams: 18, scoring: 2.6 }],
  GR: [{ name: 'Super League', teams: 14, scoring: 2.35 }, { name: 'Super League 2', teams: 16, scoring: 2.3 }],
  CA: [{ name: 'Premier League', teams: 8, scoring: 2.8 }],
  JP: [{ name: 'J1 League', teams: 20, midweek: true, scoring: 2.6 }, { name: 'J2 League', teams: 20, scoring: 2.5 }],
  MX: [{ name: 'Liga MX', teams: 18, midweek: true, scoring: 2.8 }, { name: 'Liga de Expansión', teams: 16, scoring: 2.6 }],
  AU: [{ name: 'A-League', teams: 12, scoring: 3.1 }],
  IN: [{ name: 'Super League', teams: 12, scoring: 2.9 }, { name: 'I-League', teams: 12, scoring: 2.7 }],
  ZA: [{ name: 'Premiership', teams: 16, scoring: 2.2 }],
  NZ: [{ name: 'National League', teams: 10, scoring: 3.2 }],
  PK: [{ name: 'Premier League', teams: 12, scoring: 2.5 }],
  RS: [{ name: 'SuperLiga', teams: 16, scoring: 2.6 }],
  CH: [{ name: 'Super League', teams: 12, midweek: true, scoring: 3.0 }, { name: 'Challenge League', teams: 10, scoring: 3.0 }],
  AT: [{ name: 'Bundesliga', teams: 12, scoring: 3.0 }, { name: '2. Liga', teams: 16, scoring: 3.0 }],
};

/** A weekly event of a tour: a city hosts it, its draw decides how many matches a day. */
export interface TourEvent {
  name: string;
  city: string;
  countryCode: string;
  surface: 'hard' | 'clay' | 'grass' | 'indoor';
}

export interface TourData {
  /** Matches per day, Monday first: a 32 draw is 16 + 8 + 4 + 2 + 1 over the week. */
  perDay: number[];
  /** Events running in any one week; they rotate through `events` week by week. */
  activePerWeek: number;
  players: number;
  gender: 'men' | 'women';
  /** Serve-point win probability of an average player: men hold serve more often. */
  serve: number;
  nationalities: string[];
  events: TourEvent[];
  /** Table tennis only: how many games (of 11 points) decide a match. */
  bestOf?: 3 | 5;
}

const DRAW_32 = [8, 8, 8, 4, 4, 2, 1];
const DRAW_16 = [0, 4, 4, 4, 2, 1, 0];

const event = (name: string, city: string, countryCode: string, surface: TourEvent['surface']) => ({
  name,
  city,
  countryCode,
  surface,
});

const TOUR_NATIONS = [
  'ES',
  'FR',
  'DE',
  'IT',
  'US',
  'GB',
  'AR',
  'RS',
  'CZ',
  'PL',
  'AU',
  'JP',
  'CH',
  'NL',
  'GR',
  'SE',
  'CA',
  'BR',
];

/** Tennis tours, keyed by the category slug of sports-data.ts. */
// prettier-ignore
export const TENNIS_TOURS: Record<string, TourData> = {
  atp: {
    perDay: DRAW_32, activePerWeek: 2, players: 64, gender: 'men', serve: 0.64, nationalities: TOUR_NATIONS,
    events: [
      event('Madrid', 'Madrid', 'ES', 'clay'), event('Rome', 'Roma', 'IT', 'clay'),
      event('Rotterdam', 'Rotterdam', 'NL', 'indoor'), event('Dubai', 'Dubai', 'AE', 'hard'),
      event('Acapulco', 'Acapulco', 'MX', 'hard'), event('Barcelona', 'Barcelona', 'ES', 'clay'),
      event('Munich', 'München', 'DE', 'clay'), event('Hamburg', 'Hamburg', 'DE', 'clay'),
      event('Vienna', 'Wien', 'AT', 'indoor'), event('Basel', 'Basel', 'CH', 'indoor'),
      event('Stockholm', 'Stockholm', 'SE', 'indoor'), event('Tokyo', 'Tokyo', 'JP', 'hard'),
      event('Shanghai', 'Shanghai', 'CN', 'hard'), event('Washington', 'Washington', 'US', 'hard'),
      event('Toronto', 'Toronto', 'CA', 'hard'), event('Brisbane', 'Brisbane', 'AU', 'hard'),
    ],
  },
  wta: {
    perDay: DRAW_32, activePerWeek: 2, players: 64, gender: 'women', serve: 0.565, nationalities: TOUR_NATIONS,
    events: [
      event('Doha', 'Doha', 'QA', 'hard'), event('Dubai', 'Dubai', 'AE', 'hard'),
      event('Charleston', 'Charleston', 'US', 'clay'), event('Stuttgart', 'Stuttgart', 'DE', 'indoor'),
      event('Madrid', 'Madrid', 'ES', 'clay'), event('Rome', 'Roma', 'IT', 'clay'),
      event('Berlin', 'Berlin', 'DE', 'grass'), event('Eastbourne', 'Eastbourne', 'GB', 'grass'),
      event('Toronto', 'Toronto', 'CA', 'hard'), event('Cincinnati', 'Cincinnati', 'US', 'hard'),
      event('Tokyo', 'Tokyo', 'JP', 'hard'), event('Wuhan', 'Wuhan', 'CN', 'hard'),
      event('Linz', 'Linz', 'AT', 'indoor'), event('Brisbane', 'Brisbane', 'AU', 'hard'),
    ],
  },
  challenger: {
    perDay: DRAW_32, activePerWeek: 2, players: 64, gender: 'men', serve: 0.635, nationalities: TOUR_NATIONS,
    events: [
      event('Bergamo', 'Bergamo', 'IT', 'indoor'), event('Lille', 'Lille', 'FR', 'indoor'),
      event('Braunschweig', 'Braunschweig', 'DE', 'clay'), event('Prague', 'Praha', 'CZ', 'clay'),
      event('Heilbronn', 'Heilbronn', 'DE', 'clay'), event('Szczecin', 'Szczecin', 'PL', 'clay'),
      event('Seville', 'Sevilla', 'ES', 'clay'), event('Buenos Aires', 'Buenos Aires', 'AR', 'clay'),
      event('Campinas', 'Campinas', 'BR', 'clay'), event('Monterrey', 'Monterrey', 'MX', 'hard'),
      event('Lugano', 'Lugano', 'CH', 'indoor'), event('Tampere', 'Tampere', 'FI', 'clay'),
      event('Tenerife', 'Tenerife', 'ES', 'hard'), event('Knoxville', 'Knoxville', 'US', 'indoor'),
      event('Helsinki', 'Helsinki', 'FI', 'indoor'), event('Oeiras', 'Oeiras', 'PT', 'clay'),
    ],
  },
  'itf-men': {
    perDay: DRAW_16, activePerWeek: 2, players: 48, gender: 'men', serve: 0.625, nationalities: TOUR_NATIONS,
    events: [
      event('M25 Antalya', 'Antalya', 'TR', 'clay'), event('M15 Monastir', 'Monastir', 'TN', 'hard'),
      event('M25 Sharm El Sheikh', 'Sharm El Sheikh', 'EG', 'hard'), event('M15 Cancún', 'Cancún', 'MX', 'hard'),
      event('M25 Nottingham', 'Nottingham', 'GB', 'hard'), event('M15 Heraklion', 'Heraklion', 'GR', 'hard'),
      event('M25 Porto', 'Porto', 'PT', 'clay'), event('M15 Bucharest', 'Bucharest', 'RO', 'clay'),
      event('M25 Poznań', 'Poznań', 'PL', 'clay'), event('M15 Tokyo', 'Tokyo', 'JP', 'hard'),
    ],
  },
  'itf-women': {
    perDay: DRAW_16, activePerWeek: 2, players: 48, gender: 'women', serve: 0.555, nationalities: TOUR_NATIONS,
    events: [
      event('W35 Antalya', 'Antalya', 'TR', 'clay'), event('W15 Monastir', 'Monastir', 'TN', 'hard'),
      event('W50 Sharm El Sheikh', 'Sharm El Sheikh', 'EG', 'hard'), event('W35 Cancún', 'Cancún', 'MX', 'hard'),
      event('W25 Nottingham', 'Nottingham', 'GB', 'hard'), event('W15 Heraklion', 'Heraklion', 'GR', 'hard'),
      event('W35 Porto', 'Porto', 'PT', 'clay'), event('W15 Bucharest', 'Bucharest', 'RO', 'clay'),
      event('W25 Poznań', 'Poznań', 'PL', 'clay'), event('W75 Prague', 'Praha', 'CZ', 'clay'),
    ],
  },
};

/**
 * Table-tennis leagues: international weekly tour events and the round-the-clock league formats
 * (small player pools, a match every couple of hours per group, all day long).
 */
export interface TableTennisLeague {
  name: string;
  countryCode: string;
  city: string | null;
  gender: 'men' | 'women';
  players: number;
  nationalities: string[];
  /** Local minutes of day: first start, last start and the gap between starts. */
  from: number;
  to: number;
  every: number;
  /** Matches starting at each slot (tables in parallel). */
  tables: number;
}

const h = (hours: number) => hours * 60;

// prettier-ignore
export const TABLE_TENNIS_LEAGUES: Record<string, TableTennisLeague[]> = {
  international: [
    { name: 'Pro Tour Men', countryCode: 'SG', city: 'Singapore', gender: 'men', players: 32, nationalities: ['CN', 'JP', 'KR', 'DE', 'FR', 'SE', 'BR'], from: h(10), to: h(20), every: 120, tables: 1 },
    { name: 'Pro Tour Women', countryCode: 'SG', city: 'Singapore', gender: 'women', players: 32, nationalities: ['CN', 'JP', 'KR', 'DE', 'RO', 'PT'], from: h(11), to: h(21), every: 120, tables: 1 },
  ],
  'tt-cup': [
    { name: 'TT Cup – Group A', countryCode: 'CZ', city: null, gender: 'men', players: 16, nationalities: ['CZ', 'UA', 'PL'], from: h(7), to: h(22), every: 120, tables: 1 },
    { name: 'TT Cup – Group B', countryCode: 'CZ', city: null, gender: 'men', players: 16, nationalities: ['CZ', 'UA', 'PL'], from: h(8), to: h(23), every: 120, tables: 1 },
  ],
  'setka-cup': [
    { name: 'Setka Cup – Men', countryCode: 'UA', city: null, gender: 'men', players: 20, nationalities: ['UA'], from: h(6), to: h(23), every: 120, tables: 1 },
    { name: 'Setka Cup – Women', countryCode: 'UA', city: null, gender: 'women', players: 16, nationalities: ['UA'], from: h(7), to: h(22), every: 180, tables: 1 },
  ],
};

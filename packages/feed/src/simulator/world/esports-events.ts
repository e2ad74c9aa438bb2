/**
 * Esports circuits per game and region. Matches run all day across the regions' evenings, so the
 * catalogue always has esports somewhere in the next hours.
 */
export interface EsportsCircuit {
  name: string;
  /** Where the region plays (its evening decides the start times). */
  countryCode: string;
  /** A LAN event has a venue; an online league has none. */
  city: string | null;
  arena: string | null;
  /** Matches per day, Monday first. */
  perDay: number[];
  /** Local start minutes, used in order. */
  minutes: number[];
  /** Best-of-5 on this weekday (0 = Monday): the playoff day. */
  bestOfFiveOn?: number;
  teams: number;
  /** Rated stronger than regional leagues: their outrights and priorities come first. */
  premier?: boolean;
}

const t = (...times: string[]) =>
  times.map((time) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return hours * 60 + minutes;
  });

// prettier-ignore
export const ESPORTS_CIRCUITS: Record<string, Record<string, EsportsCircuit[]>> = {
  cs2: {
    international: [
      { name: 'Pro League', countryCode: 'DE', city: null, arena: null, perDay: [4, 4, 4, 4, 4, 0, 0], minutes: t('13:00', '15:30', '18:00', '20:30'), teams: 16, premier: true },
      { name: 'Masters Cup', countryCode: 'PL', city: 'Katowice', arena: 'Spodek Arena Hall', perDay: [0, 0, 0, 0, 2, 3, 2], minutes: t('14:00', '17:00', '20:00'), bestOfFiveOn: 6, teams: 8, premier: true },
    ],
    europe: [{ name: 'European Championship', countryCode: 'DE', city: null, arena: null, perDay: [2, 2, 2, 2, 2, 2, 2], minutes: t('17:00', '20:00'), teams: 12 }],
    americas: [{ name: 'Americas Cup', countryCode: 'US', city: null, arena: null, perDay: [2, 2, 2, 2, 2, 2, 2], minutes: t('18:00', '21:00'), teams: 10 }],
    asia: [{ name: 'Asia Masters', countryCode: 'CN', city: null, arena: null, perDay: [2, 2, 2, 2, 2, 2, 2], minutes: t('13:00', '16:00'), teams: 10 }],
  },
  'dota-2': {
    international: [{ name: 'Pro Circuit', countryCode: 'DE', city: null, arena: null, perDay: [3, 3, 3, 3, 3, 3, 3], minutes: t('12:00', '15:30', '19:00'), bestOfFiveOn: 6, teams: 12, premier: true }],
    europe: [{ name: 'Elite League', countryCode: 'DE', city: null, arena: null, perDay: [2, 2, 2, 2, 2, 2, 2], minutes: t('16:00', '19:30'), teams: 10 }],
    asia: [{ name: 'Asia Championship', countryCode: 'CN', city: null, arena: null, perDay: [2, 2, 2, 2, 2, 2, 2], minutes: t('14:00', '17:30'), teams: 10 }],
  },
  'league-of-legends': {
    international: [{ name: 'World Series', countryCode: 'KR', city: 'Seoul', arena: 'Seoul Esports Arena', perDay: [0, 0, 0, 2, 2, 3, 2], minutes: t('17:00', '20:00', '14:00'), bestOfFiveOn: 6, teams: 12, premier: true }],
    korea: [{ name: 'Champions League', countryCode: 'KR', city: null, arena: null, perDay: [0, 0, 2, 2, 2, 2, 2], minutes: t('17:00', '19:30'), teams: 10 }],
    europe: [{ name: 'Premier Series', countryCode: 'DE', city: null, arena: null, perDay: [3, 0, 0, 0, 0, 3, 3], minutes: t('17:00', '19:00', '21:00'), teams: 10 }],
  },
  valorant: {
    international: [{ name: 'Champions Tour', countryCode: 'DE', city: 'Berlin', arena: 'Berlin Esports Hall', perDay: [2, 2, 2, 2, 2, 2, 2], minutes: t('16:00', '19:00'), bestOfFiveOn: 6, teams: 12, premier: true }],
    americas: [{ name: 'Americas League', countryCode: 'US', city: null, arena: null, perDay: [2, 0, 0, 0, 2, 2, 2], minutes: t('17:00', '20:00'), teams: 10 }],
    pacific: [{ name: 'Pacific League', countryCode: 'JP', city: null, arena: null, perDay: [2, 2, 2, 2, 2, 2, 2], minutes: t('15:00', '18:00'), teams: 10 }],
  },
};

/** Esports organisation names: a word plus a suffix, e.g. "Nova Esports", "Team Vortex". */
// prettier-ignore
export const ORG_WORDS = [
  'Nova', 'Vortex', 'Crimson', 'Iron', 'Apex', 'Phantom', 'Zenith', 'Solar', 'Ronin', 'Obsidian',
  'Titan', 'Falcon', 'Storm', 'Shadow', 'Eclipse', 'Quantum', 'Arctic', 'Inferno', 'Venom',
  'Pulse', 'Onyx', 'Nebula', 'Spectre', 'Rogue', 'Kinetic', 'Havoc', 'Astral', 'Lunar', 'Cobalt',
  'Ember', 'Aurora', 'Blitz', 'Cipher', 'Dynasty', 'Echo', 'Fury', 'Glacier', 'Helix', 'Ignite',
  'Jaguar', 'Karma', 'Legion', 'Mirage', 'Nomad', 'Oracle', 'Paragon', 'Raven', 'Sonic', 'Tempest',
  'Umbra', 'Valor', 'Wyvern', 'Xenon', 'Yeti', 'Zephyr', 'Atlas', 'Bastion', 'Comet', 'Drift',
];

export const ORG_PATTERNS = [
  '{w} Esports',
  'Team {w}',
  '{w} Gaming',
  '{w}',
  '{w} Club',
  '{w} Five',
];

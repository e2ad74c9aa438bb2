import type { LocalizedText } from '../localized-text';

/** Locales the simulated feed names things in; anything else falls back to English downstream. */
export const FEED_LOCALES = ['en', 'de', 'pt-BR', 'ar'] as const;

type Part = string | LocalizedText;

/**
 * Joins plain strings (team names, lines) and localized phrases into one localized name. When
 * every part is a plain string the result is English only: a team's name is the same in every
 * language, and the API falls back to English.
 */
export function text(...parts: Part[]): LocalizedText {
  // Hot path: called for most outcomes of ~50k markets, so plain loops, no intermediate arrays.
  let plain = true;
  for (const part of parts) if (typeof part !== 'string') plain = false;
  if (plain) return { en: (parts as string[]).join('') };
  let en = '';
  let de = '';
  let pt = '';
  let ar = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      en += part;
      de += part;
      pt += part;
      ar += part;
    } else {
      en += part.en;
      de += part.de ?? part.en;
      pt += part['pt-BR'] ?? part.en;
      ar += part.ar ?? part.en;
    }
  }
  return { en, de, 'pt-BR': pt, ar };
}

const phrase = (en: string, de: string, pt: string, ar: string): LocalizedText => ({
  en,
  de,
  'pt-BR': pt,
  ar,
});

export const PHRASES = {
  draw: phrase('Draw', 'Unentschieden', 'Empate', 'تعادل'),
  over: phrase('Over', 'Über', 'Mais de', 'أكثر من'),
  under: phrase('Under', 'Unter', 'Menos de', 'أقل من'),
  yes: phrase('Yes', 'Ja', 'Sim', 'نعم'),
  no: phrase('No', 'Nein', 'Não', 'لا'),
  or: phrase(' or ', ' oder ', ' ou ', ' أو '),
  other: phrase('Other', 'Andere', 'Outro', 'أخرى'),
  total: phrase('total', 'Gesamt', 'total', 'المجموع'),
};

const signedLines = new Map<number, string>();

/** A line as bookmakers print it: +0.75, -1.5, 0. Memoized: the same lines recur everywhere. */
export function signed(line: number): string {
  let printed = signedLines.get(line);
  if (printed === undefined) {
    printed = line === 0 ? '0' : line > 0 ? `+${line}` : `${line}`;
    if (signedLines.size < 10_000) signedLines.set(line, printed);
  }
  return printed;
}

const PERIODS = {
  quarter: phrase('quarter', 'Viertel', 'quarto', 'الربع'),
  set: phrase('set', 'Satz', 'set', 'المجموعة'),
  map: phrase('map', 'Map', 'mapa', 'الخريطة'),
};

export const PERIOD_MARKETS = {
  oneXTwo: phrase('1x2', '1x2', '1x2', '1x2'),
  winner: phrase('winner', 'Sieger', 'vencedor', 'الفائز'),
  total: phrase('total', 'Gesamt', 'total', 'المجموع'),
  handicap: phrase('handicap', 'Handicap', 'handicap', 'هانديكاب'),
};

const englishOrdinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** "2nd set - winner", "2. Satz - Sieger", "2º set - vencedor", "المجموعة 2 - الفائز". */
export function periodMarketName(
  period: keyof typeof PERIODS,
  n: number,
  market: LocalizedText,
): LocalizedText {
  const p = PERIODS[period];
  return {
    en: `${englishOrdinal(n)} ${p.en} - ${market.en}`,
    de: `${n}. ${p.de} - ${market.de}`,
    'pt-BR': `${n}º ${p['pt-BR']} - ${market['pt-BR']}`,
    ar: `${p.ar} ${n} - ${market.ar}`,
  };
}

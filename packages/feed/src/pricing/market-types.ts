import type { LocalizedText } from '../localized-text';

/**
 * Market types of the simulated providers. Ids follow betradar's numbering where it has one, so
 * that settlement and UI code written against them carries over to a real feed.
 */
export interface MarketType {
  id: number;
  names: LocalizedText;
  /** groupKey list (betting-core §3); every market is in 'all' too. */
  groups: string[];
  /** Higher comes first on the match page. */
  priority: number;
  /** Σ 1/odds of a complete book. Multi-way markets carry more, as everywhere. */
  overround: number;
  /** The specifier key holding the line (`total`, `hcp`) when the market comes in a ladder. */
  lineKey?: 'total' | 'hcp';
  /**
   * True when the outcomes are exhaustive and exclusive, so Σ 1/odds is the overround. Double
   * chance is not: each outcome covers two of three results.
   */
  partition: boolean;
}

const names = (en: string, de: string, pt: string, ar: string): LocalizedText => ({
  en,
  de,
  'pt-BR': pt,
  ar,
});

const type = (
  id: number,
  localized: LocalizedText,
  groups: string[],
  priority: number,
  options: { overround?: number; lineKey?: 'total' | 'hcp'; partition?: boolean } = {},
): MarketType => ({
  id,
  names: localized,
  groups: [...groups, 'all'],
  priority,
  overround: options.overround ?? 1.05,
  ...(options.lineKey ? { lineKey: options.lineKey } : {}),
  partition: options.partition ?? true,
});

// prettier-ignore
export const MARKET_TYPES = {
  oneXTwo: type(1, names('1x2', '1x2', '1x2', '1x2'), ['main'], 1000),
  doubleChance: type(10, names('Double chance', 'Doppelte Chance', 'Dupla hipótese', 'فرصة مزدوجة'), ['main'], 900, { partition: false }),
  drawNoBet: type(11, names('Draw no bet', 'Unentschieden keine Wette', 'Empate anula aposta', 'رهان بدون تعادل'), ['main'], 880),
  europeanHandicap: type(14, names('European handicap', 'Europäisches Handicap', 'Handicap europeu', 'هانديكاب أوروبي'), ['handicaps'], 700, { lineKey: 'hcp' }),
  handicap: type(16, names('Handicap', 'Handicap', 'Handicap', 'هانديكاب'), ['main', 'handicaps'], 940, { lineKey: 'hcp' }),
  total: type(18, names('Total', 'Gesamt', 'Total', 'المجموع'), ['main', 'totals'], 950, { lineKey: 'total' }),
  homeTotal: type(19, names('Home team total', 'Heimteam Gesamt', 'Total da equipa da casa', 'مجموع الفريق المضيف'), ['totals'], 600, { lineKey: 'total' }),
  awayTotal: type(20, names('Away team total', 'Auswärtsteam Gesamt', 'Total da equipa visitante', 'مجموع الفريق الضيف'), ['totals'], 590, { lineKey: 'total' }),
  bothTeamsToScore: type(29, names('Both teams to score', 'Beide Teams treffen', 'Ambas marcam', 'كلا الفريقين يسجل'), ['main'], 860),
  correctScore: type(41, names('Correct score', 'Genaues Ergebnis', 'Placar exato', 'النتيجة الصحيحة'), ['correct_score'], 500, { overround: 1.18 }),
  halftimeFulltime: type(47, names('Halftime/fulltime', 'Halbzeit/Endstand', 'Intervalo/final', 'الشوط الأول/النهاية'), ['halves'], 480, { overround: 1.12 }),
  firstHalfOneXTwo: type(60, names('1st half - 1x2', '1. Halbzeit - 1x2', '1º tempo - 1x2', 'الشوط الأول - 1x2'), ['halves'], 800),
  firstHalfTotal: type(68, names('1st half - total', '1. Halbzeit - Gesamt', '1º tempo - total', 'الشوط الأول - المجموع'), ['halves', 'totals'], 790, { lineKey: 'total' }),
  winner: type(186, names('Winner', 'Sieger', 'Vencedor', 'الفائز'), ['main'], 1000),
  gameHandicap: type(187, names('Game handicap', 'Spiel-Handicap', 'Handicap de games', 'هانديكاب الأشواط'), ['main', 'handicaps'], 930, { lineKey: 'hcp' }),
  setHandicap: type(188, names('Set handicap', 'Satz-Handicap', 'Handicap de sets', 'هانديكاب المجموعات'), ['sets', 'handicaps'], 920, { lineKey: 'hcp' }),
  totalGames: type(189, names('Total games', 'Spiele gesamt', 'Total de games', 'مجموع الأشواط'), ['main', 'totals'], 940, { lineKey: 'total' }),
  setBetting: type(199, names('Correct score', 'Genaues Ergebnis', 'Placar exato', 'النتيجة الصحيحة'), ['sets', 'correct_score'], 700, { overround: 1.07 }),
  setWinner: type(202, names('Set winner', 'Satzsieger', 'Vencedor do set', 'الفائز بالمجموعة'), ['sets'], 850),
  winnerOvertime: type(219, names('Winner (incl. overtime)', 'Sieger (inkl. Verlängerung)', 'Vencedor (incl. prorrogação)', 'الفائز (شامل الوقت الإضافي)'), ['main'], 1000),
  handicapOvertime: type(223, names('Handicap (incl. overtime)', 'Handicap (inkl. Verlängerung)', 'Handicap (incl. prorrogação)', 'هانديكاب (شامل الوقت الإضافي)'), ['main', 'handicaps'], 960, { lineKey: 'hcp' }),
  totalOvertime: type(225, names('Total (incl. overtime)', 'Gesamt (inkl. Verlängerung)', 'Total (incl. prorrogação)', 'المجموع (شامل الوقت الإضافي)'), ['main', 'totals'], 950, { lineKey: 'total' }),
  quarterOneXTwo: type(235, names('Quarter - 1x2', 'Viertel - 1x2', 'Quarto - 1x2', 'الربع - 1x2'), ['quarters'], 700),
  quarterTotal: type(236, names('Quarter - total', 'Viertel - Gesamt', 'Quarto - total', 'الربع - المجموع'), ['quarters', 'totals'], 680, { lineKey: 'total' }),
  quarterHandicap: type(303, names('Quarter - handicap', 'Viertel - Handicap', 'Quarto - handicap', 'الربع - هانديكاب'), ['quarters', 'handicaps'], 690, { lineKey: 'hcp' }),
  totalPoints: type(238, names('Total points', 'Punkte gesamt', 'Total de pontos', 'مجموع النقاط'), ['main', 'totals'], 900, { lineKey: 'total' }),
  winnerExtraInnings: type(251, names('Winner (incl. extra innings)', 'Sieger (inkl. Extra-Innings)', 'Vencedor (incl. entradas extras)', 'الفائز (شامل الأشواط الإضافية)'), ['main'], 1000),
  handicapExtraInnings: type(256, names('Handicap (incl. extra innings)', 'Handicap (inkl. Extra-Innings)', 'Handicap (incl. entradas extras)', 'هانديكاب (شامل الأشواط الإضافية)'), ['main', 'handicaps'], 960, { lineKey: 'hcp' }),
  totalExtraInnings: type(258, names('Total (incl. extra innings)', 'Gesamt (inkl. Extra-Innings)', 'Total (incl. entradas extras)', 'المجموع (شامل الأشواط الإضافية)'), ['main', 'totals'], 950, { lineKey: 'total' }),
  mapHandicap: type(327, names('Map handicap', 'Map-Handicap', 'Handicap de mapas', 'هانديكاب الخرائط'), ['maps', 'handicaps'], 900, { lineKey: 'hcp' }),
  totalMaps: type(328, names('Total maps', 'Maps gesamt', 'Total de mapas', 'مجموع الخرائط'), ['maps', 'totals'], 890, { lineKey: 'total' }),
  mapWinner: type(330, names('Map winner', 'Map-Sieger', 'Vencedor do mapa', 'الفائز بالخريطة'), ['maps'], 950),
  winnerSuperOver: type(340, names('Winner (incl. super over)', 'Sieger (inkl. Super Over)', 'Vencedor (incl. super over)', 'الفائز (شامل السوبر أوفر)'), ['main'], 1000),
  winnerOvertimePenalties: type(406, names('Winner (incl. overtime and penalties)', 'Sieger (inkl. Verlängerung und Penaltys)', 'Vencedor (incl. prorrogação e pênaltis)', 'الفائز (شامل الوقت الإضافي والركلات)'), ['main'], 990),
  // Premium cricket (decision 054): the simulator's own ids, unused by the catalogue before.
  premiumSessionRuns: type(960, names('Session runs', 'Session-Runs', 'Corridas da sessão', 'نقاط الجلسة'), ['innings', 'totals'], 560, { lineKey: 'total' }),
  premiumOverRuns: type(961, names('Runs in the over', 'Runs im Over', 'Corridas no over', 'النقاط في الأوفر'), ['innings', 'totals'], 550, { lineKey: 'total' }),
  premiumFallOfWicket: type(962, names('Fall of next wicket', 'Fall des nächsten Wickets', 'Queda do próximo wicket', 'سقوط الويكت التالي'), ['innings', 'totals'], 540, { lineKey: 'total' }),
  outrightWinner: type(534, names('Winner', 'Sieger', 'Vencedor', 'الفائز'), ['outrights'], 1000, { overround: 1.25 }),
} satisfies Record<string, MarketType>;

export type MarketTypeKey = keyof typeof MARKET_TYPES;

/** By numeric id, for consumers (settlement, tests) that start from a market row. */
export const MARKET_TYPES_BY_ID: ReadonlyMap<number, MarketType> = new Map(
  Object.values(MARKET_TYPES).map((marketType) => [marketType.id, marketType]),
);

import { normalProbabilityAbove } from '@sportsbook/domain';
import type { LocalizedText } from '../localized-text';
import type { FeedMarket } from '../provider';
import { CRICKET_OVERS, OVER_RUNS_SD, WICKET_PER_OVER } from '../live/scripts/innings-script';
import { buildMarket, formatLine } from './build-market';
import type { CricketInningsState, CricketModel, MatchState } from './match-model';
import { MARKET_TYPES } from './market-types';
import { halfLine, overUnder } from './outcomes';
import type { PriceContext } from './price-context';

/**
 * Premium cricket (issue 22, decision 054): session runs, runs in an over and the runs at the
 * fall of the next wicket, priced from the same model as the match's other markets — an over's
 * runs are the script's draw around `runs / 20` with a spread of 3, a wicket falls in an over
 * with chance 0.3 — and from the ball-by-ball state the script keeps (`state.cricket`).
 *
 * What is offered for the innings in play (or the next one, before it starts):
 * - sessions: overs 1–6, 1–10, 1–15 and 1–20, until the session's last over starts;
 * - an over: the next over that has not started (the over in progress is closed);
 * - the fall of the next wicket, while the innings goes on.
 */
export const PREMIUM_SESSIONS = [6, 10, 15, 20] as const;

const ordinalEn = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

const inningsName = (n: number) => ({
  en: `${ordinalEn(n)} innings`,
  de: `${n}. Innings`,
  'pt-BR': `${n}º innings`,
  ar: `الشوط ${n}`,
});

export function sessionName(innings: number, lastOver: number): LocalizedText {
  const i = inningsName(innings);
  return {
    en: `${i.en} - overs 1 to ${lastOver} - runs`,
    de: `${i.de} - Overs 1 bis ${lastOver} - Runs`,
    'pt-BR': `${i['pt-BR']} - overs 1 a ${lastOver} - corridas`,
    ar: `${i.ar} - الأوفرات 1 إلى ${lastOver} - النقاط`,
  };
}

export function overName(innings: number, over: number): LocalizedText {
  const i = inningsName(innings);
  return {
    en: `${i.en} - over ${over} - runs`,
    de: `${i.de} - Over ${over} - Runs`,
    'pt-BR': `${i['pt-BR']} - over ${over} - corridas`,
    ar: `${i.ar} - الأوفر ${over} - النقاط`,
  };
}

export function wicketName(innings: number, wicket: number): LocalizedText {
  const i = inningsName(innings);
  return {
    en: `${i.en} - ${ordinalEn(wicket)} wicket - runs at fall`,
    de: `${i.de} - ${wicket}. Wicket - Runs beim Fall`,
    'pt-BR': `${i['pt-BR']} - ${wicket}º wicket - corridas na queda`,
    ar: `${i.ar} - الويكت ${wicket} - النقاط عند السقوط`,
  };
}

/** Runs of `overs` further overs: a normal around `overs × perOver`. */
const aboveAfter = (line: number, runs: number, overs: number, perOver: number) =>
  overs <= 0
    ? runs > line
      ? 1
      : 0
    : normalProbabilityAbove(line, runs + overs * perOver, OVER_RUNS_SD * Math.sqrt(overs));

/**
 * P(the next wicket falls with the score above `line`): it falls in the k-th next over with
 * chance 0.7^(k−1) × 0.3 (the runs of that whole over counted, as the script records them); if
 * none falls before the innings' overs run out, the line settles on the innings' runs.
 */
export function nextWicketAbove(
  line: number,
  runs: number,
  oversLeft: number,
  perOver: number,
): number {
  let p = 0;
  let survive = 1;
  for (let k = 1; k <= oversLeft; k++) {
    p += survive * WICKET_PER_OVER * aboveAfter(line, runs, k, perOver);
    survive *= 1 - WICKET_PER_OVER;
  }
  return p + survive * aboveAfter(line, runs, oversLeft, perOver);
}

/** The half-run line nearest to an even book. */
function medianLine(above: (line: number) => number, from: number): number {
  let best = halfLine(from);
  let gap = Infinity;
  for (let line = halfLine(from); line < from + 400; line += 1) {
    const g = Math.abs(above(line) - 0.5);
    if (g < gap) {
      gap = g;
      best = line;
    } else if (above(line) < 0.5) break;
  }
  return best;
}

const freshInnings = (number: number): CricketInningsState => ({
  number,
  side: number === 1 ? 'home' : 'away',
  runs: 0,
  wickets: 0,
  overRuns: [],
  fallOfWickets: [],
  complete: false,
});

/** The innings the premium markets are about now: the one in play, or the next to start. */
export function premiumInnings(state?: MatchState): CricketInningsState | null {
  const innings = state?.cricket ?? [];
  const last = innings[innings.length - 1];
  if (!last) return freshInnings(1);
  if (!last.complete) return last;
  return last.number === 1 ? freshInnings(2) : null;
}

export function pricePremiumCricket(
  context: Pick<PriceContext, 'eventId'>,
  model: CricketModel,
  state?: MatchState,
): FeedMarket[] {
  const innings = premiumInnings(state);
  if (!innings) return [];
  const T = MARKET_TYPES;
  const { eventId } = context;
  const perOver = (innings.side === 'home' ? model.homeRuns : model.awayRuns) / CRICKET_OVERS;
  const done = innings.overRuns.length;
  const started = state?.cricket?.some((i) => i.number === innings.number) ?? false;
  // The over in progress: its market closed as it started. Before the innings, over 1 is open.
  const inProgress = started ? done + 1 : done;
  const prefix = `inningnr=${innings.number}`;
  const markets: Array<FeedMarket | null> = [];
  const lineMarket = (
    type: (typeof T)['premiumSessionRuns'],
    specifierPrefix: string,
    names: LocalizedText,
    line: number,
    over: number,
  ) =>
    buildMarket({
      eventId,
      type,
      specifier: `${specifierPrefix}|total=${formatLine(line)}`,
      outcomes: overUnder(formatLine(line), over),
      names,
    });

  for (const last of PREMIUM_SESSIONS) {
    if (last <= inProgress) continue;
    const line = halfLine(innings.runs + (last - done) * perOver);
    markets.push(
      lineMarket(
        T.premiumSessionRuns,
        `${prefix}|overnr=${last}`,
        sessionName(innings.number, last),
        line,
        aboveAfter(line, innings.runs, last - done, perOver),
      ),
    );
  }
  const nextOver = inProgress + 1;
  if (nextOver <= CRICKET_OVERS) {
    const line = halfLine(perOver);
    markets.push(
      lineMarket(
        T.premiumOverRuns,
        `${prefix}|overnr=${nextOver}`,
        overName(innings.number, nextOver),
        line,
        aboveAfter(line, 0, 1, perOver),
      ),
    );
  }
  if (innings.wickets < 10) {
    const wicket = innings.wickets + 1;
    const left = CRICKET_OVERS - done;
    const above = (line: number) => nextWicketAbove(line, innings.runs, left, perOver);
    const line = medianLine(above, innings.runs);
    markets.push(
      lineMarket(
        T.premiumFallOfWicket,
        `${prefix}|wicketnr=${wicket}`,
        wicketName(innings.number, wicket),
        line,
        above(line),
      ),
    );
  }
  return markets.filter((market): market is FeedMarket => market !== null);
}

import type { AverageBetsProgressWire, BonusWire } from '@sportsbook/contract';
import { PLATFORM_APP_HEADER, PLATFORM_APP_VALUE } from '@sportsbook/contract/browser';
import { ApiError, apiRequest } from '@/lib/api-fetch';

/** State-changing /bonuses calls carry the app header (account-platform §7.1, CSRF). */
const appHeader = { [PLATFORM_APP_HEADER]: PLATFORM_APP_VALUE };

/** The lists' size: §9 caps them at 500; a player's bonuses are far fewer. */
const LIST_LIMIT = 100;

export const usableBonuses = (signal?: AbortSignal) =>
  apiRequest('bonuses', { query: { status: 'active', limit_per_type: LIST_LIMIT }, signal }).then(
    (answer) => answer.data as BonusWire[],
  );

export const unavailableBonuses = (signal?: AbortSignal) =>
  apiRequest('bonuses', {
    query: { status: 'not_available', limit_per_type: LIST_LIMIT },
    signal,
  }).then((answer) => answer.data as BonusWire[]);

export const pastBonuses = (signal?: AbortSignal) =>
  apiRequest('bonuses', { query: { status: 'past', limit_per_type: LIST_LIMIT }, signal }).then(
    (answer) => answer.data as BonusWire[],
  );

const PLURALS = {
  freebet: 'freebets',
  comboboost: 'comboboosts',
  hunting: 'huntings',
  tournament: 'tournaments',
  lootbox: 'lootboxes',
} as const;

const plural = (bonus: BonusWire) => PLURALS[bonus.bonus_type];

export const bonusTerms = (bonus: BonusWire, signal?: AbortSignal) =>
  apiRequest('bonusTerms', { params: { typePlural: plural(bonus), id: bonus.id }, signal }).then(
    (answer) => answer.data.terms,
  );

export const activateBonus = (bonus: BonusWire) =>
  apiRequest('activateBonus', { params: { id: bonus.id }, headers: appHeader }).then(
    (answer) => answer.data as BonusWire,
  );

export const markBonusesSeen = (bonuses: readonly BonusWire[]) =>
  apiRequest('markBonusesSeen', {
    body: bonuses.map((b) => ({ id: b.id, type: b.bonus_type })),
    headers: appHeader,
  });

/** The spec's refusals of a promo code (account-platform §7.2, decision 044). */
export type PromoCodeError = 'unknown' | 'expired' | 'used' | 'invalid' | 'failed';

export type PromoCodeResult = { ok: true; bonus: BonusWire } | { ok: false; error: PromoCodeError };

const PROMO_ERRORS: Record<string, PromoCodeError> = {
  promo_code_unknown: 'unknown',
  promo_code_expired: 'expired',
  promo_code_used: 'used',
};

/** The field's error for a refused code: the code of the answer, else by its status. */
export function promoCodeErrorOf(error: unknown): PromoCodeError {
  if (!(error instanceof ApiError)) return 'failed';
  const named = PROMO_ERRORS[String(error.code)];
  if (named) return named;
  if (error.status === 404) return 'unknown';
  if (error.status === 410) return 'expired';
  if (error.status === 409) return 'used';
  if (error.status === 400 || error.status === 422) return 'invalid';
  return 'failed';
}

/** Codes are letters, digits, - and _ (the contract's rule), at most 40. */
export const PROMO_CODE_PATTERN = /^[0-9A-Za-z_-]{1,40}$/;

export async function redeemPromoCode(code: string): Promise<PromoCodeResult> {
  const trimmed = code.trim();
  if (!PROMO_CODE_PATTERN.test(trimmed)) return { ok: false, error: 'invalid' };
  try {
    const answer = await apiRequest('redeemPromoCode', {
      body: { code: trimmed },
      headers: appHeader,
    });
    return { ok: true, bonus: answer.data as BonusWire };
  } catch (error) {
    return { ok: false, error: promoCodeErrorOf(error) };
  }
}

/** The page size of a tournament's leaderboard in the area. */
export const RATING_PAGE_SIZE = 10;

/** GET /bonuses/tournaments/{id}/rating (decision 055): a page and the player's own entry. */
export const tournamentRating = (tournamentId: string, page: number, signal?: AbortSignal) =>
  apiRequest('tournamentRating', {
    params: { id: tournamentId },
    query: { page, limit: RATING_PAGE_SIZE },
    signal,
  });

/** POST /bonuses/{id}/boost (decision 058): the freebet with its boosted amount. */
export const boostBonus = (bonus: BonusWire) =>
  apiRequest('boostBonus', { params: { id: bonus.id }, headers: appHeader }).then(
    (answer) => answer.data as BonusWire,
  );

/**
 * GET /bonuses/freebets/amb (decision 058): the player's average-bets progress. The feature is
 * behind the server's AVERAGE_BETS_FREEBET_ENABLED: off, the call answers 404 and the area
 * shows nothing (an empty list here).
 */
export async function averageBetsProgress(
  signal?: AbortSignal,
): Promise<AverageBetsProgressWire[]> {
  try {
    const answer = await apiRequest('averageBetsProgress', { signal });
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** POST /bonuses/freebets/amb: the freebet of a complete progress. */
export const issueAverageBetsFreebet = (progressId: string) =>
  apiRequest('issueAverageBetsFreebet', { body: { id: progressId }, headers: appHeader }).then(
    (answer) => answer.data as BonusWire,
  );

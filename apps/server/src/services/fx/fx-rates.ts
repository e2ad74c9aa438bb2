import { fxRatesSince, insertFxRate } from '@sportsbook/db';
import type { Database, FxRateRow } from '@sportsbook/db';
import { normalizeRate, ratesInForce } from '@sportsbook/domain';
import type { FxRate, RatesInForce } from '@sportsbook/domain';
import type { FxRateWire } from '@sportsbook/contract';

/**
 * Exchange rates on the server (decision 062): the operator's table, read by placements and hits
 * through a one-second cache per database like the jackpot levels (a rate set in this process is
 * seen at once; another process sees it within the second). The cache holds each currency's rate
 * in force an hour before it was read and every later one, so the rate picked is the one in force
 * at the placement's own moment (FX-002) even when a rate changes between the two.
 */

const CACHE_MS = 1_000;
const LOOK_BACK_MS = 60 * 60 * 1_000;
const cache = new WeakMap<Database, { at: number; rates: Promise<FxRate[]> }>();

const toRate = (row: FxRateRow): FxRate => ({
  id: row.id,
  currency: row.currency,
  perEur: normalizeRate(row.perEur),
  effectiveFrom: row.effectiveFrom,
});

/** The rates in force at `at` (the placement's or the hit's moment), by currency. */
export async function fxRatesAt(db: Database, at: Date): Promise<RatesInForce> {
  const cached = cache.get(db);
  const now = Date.now();
  let rates = cached && now - cached.at < CACHE_MS ? cached.rates : undefined;
  if (!rates) {
    rates = fxRatesSince(db, new Date(at.getTime() - LOOK_BACK_MS)).then((rows) =>
      rows.map(toRate),
    );
    cache.set(db, { at: now, rates });
    rates.catch(() => cache.delete(db));
  }
  return ratesInForce(await rates, at);
}

/** After an operator's change: the next reader reads the table again. */
export const forgetFxRates = (db: Database) => cache.delete(db);

export function fxRateToWire(row: FxRateRow): FxRateWire {
  return {
    id: row.id,
    currency: row.currency as FxRateWire['currency'],
    per_eur: normalizeRate(row.perEur),
    effective_from: row.effectiveFrom.toISOString(),
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The demo's rates (units per EUR, rounded market figures of late 2026), one per currency the
 * product supports, seeded when demo mode is on and the currency has none in force. Only a demo's: a
 * deployment's operator sets its own through the operator API.
 */
export const DEMO_FX_RATES: Readonly<Record<string, string>> = {
  USD: '1.08',
  GBP: '0.85',
  BRL: '6.20',
  CAD: '1.50',
  BTC: '0.0000105',
  ETH: '0.00031',
  USDT: '1.08',
};

export async function ensureDemoFxRates(db: Database, now: Date): Promise<void> {
  const inForce = ratesInForce((await fxRatesSince(db, now)).map(toRate), now);
  for (const [currency, perEur] of Object.entries(DEMO_FX_RATES)) {
    // Only where nothing is in force now: an operator's rate (or a twin's seed) stands.
    if (inForce.has(currency)) continue;
    // A twin process seeding at the same moment hits the unique index: nothing twice.
    await insertFxRate(db, { currency, perEur, effectiveFrom: now, createdBy: 'demo' });
  }
  forgetFxRates(db);
}

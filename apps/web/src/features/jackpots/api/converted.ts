import type { JackpotConvertedWire, JackpotWire } from '@sportsbook/contract/browser';
import { contributionOf, convertAmount, formatMoney } from '@sportsbook/domain';

/**
 * Jackpot amounts as a player sees them (decision 071): in the jackpot's currency, and where the
 * player's currency differs, also in theirs, approximately — converted by the server (the
 * answer's `converted`, asked with `convert_to`), never from a rate the browser makes up.
 */

/** An amount in its own currency, and the player's approximate figure when there is one. */
export interface ShownAmount {
  main: string;
  /** Formatted in the player's currency, without the "≈" the message adds; undefined when none. */
  approx?: string;
}

export function shownAmount(
  amount: string | bigint,
  currency: string,
  converted: { amount: string | bigint; currency: string } | undefined,
  locale: string,
): ShownAmount {
  const main = formatMoney(amount, currency, locale);
  if (!converted || converted.currency === currency) return { main };
  return { main, approx: formatMoney(converted.amount, converted.currency, locale) };
}

/** The converted figures of a jackpot whose pools changed, at the rates `previous` names. */
export function reconverted(
  jackpot: JackpotWire,
  previous: JackpotConvertedWire,
): JackpotConvertedWire {
  const from = { currency: jackpot.currency, perEur: previous.from_per_eur };
  const to = { currency: previous.currency, perEur: previous.to_per_eur };
  const convert = (amount: string) => convertAmount(BigInt(amount), from, to).toString();
  return {
    ...previous,
    amount: convert(jackpot.amount),
    pool_amount: convert(jackpot.pool_amount),
    levels: jackpot.levels.map((level) => {
      const before = previous.levels.find((l) => l.id === level.id);
      return {
        id: level.id,
        pool_amount: convert(level.pool_amount),
        seed_amount: before?.seed_amount ?? convert(level.seed_amount),
        must_hit_by: before?.must_hit_by ?? convert(level.must_hit_by),
      };
    }),
  };
}

/** What a slip's stakes give one jackpot: in its currency, and in the slip's when it differs. */
export interface SlipContribution {
  id: string;
  name: string;
  /** Subunits of `currency`, the jackpot's: what its pools receive (FX-004). */
  amount: bigint;
  currency: string;
  /** The same contribution in the slip's currency (the stakes' shares); only when it differs. */
  converted?: { amount: bigint; currency: string };
}

/**
 * The jackpots the slip's stakes feed and by how much (JP-001, FX-004): each bet's share of each
 * active level; in another currency, each share converted at the rates the server's answer named
 * and rounded down, as placement does. A jackpot in another currency without `converted` (no
 * rate in force, or the list was not asked in the slip's currency) is left out: placement would
 * skip it, or the slip cannot say how much.
 */
export function slipContributions(
  jackpots: readonly JackpotWire[],
  currency: string,
  stakes: readonly bigint[],
): SlipContribution[] {
  const out: SlipContribution[] = [];
  for (const jackpot of jackpots) {
    if (jackpot.state !== 'active') continue;
    const own = jackpot.currency === currency;
    const rates = jackpot.converted?.currency === currency ? jackpot.converted : undefined;
    if (!own && !rates) continue;
    let shares = 0n;
    let amount = 0n;
    for (const level of jackpot.levels)
      for (const stake of stakes) {
        const share = contributionOf(stake, { contributionPpm: level.contribution_ppm });
        const fed = rates
          ? convertAmount(
              share,
              { currency, perEur: rates.to_per_eur },
              { currency: jackpot.currency, perEur: rates.from_per_eur },
            )
          : share;
        // A share that is zero, or converts to zero, is no contribution (FX-004).
        if (fed <= 0n) continue;
        shares += share;
        amount += fed;
      }
    if (amount <= 0n) continue;
    out.push({
      id: jackpot.id,
      name: jackpot.name,
      amount,
      currency: jackpot.currency,
      ...(own ? {} : { converted: { amount: shares, currency } }),
    });
  }
  return out;
}

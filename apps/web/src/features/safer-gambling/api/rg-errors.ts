import { RgErrorCode, type BlockWire, type OutOfLimitWire } from '@sportsbook/contract/browser';

/**
 * What a responsible-gambling refusal carries (rg contract): the limit that refused, or the
 * block (time-out, self-exclusion) with its end. Read from the error envelope's `error` object
 * of an `ApiError`'s body, or from a placement's per-bet error, whichever holds it.
 */
function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function envelopeOf(source: unknown): Record<string, unknown> | undefined {
  const body = record(record(source)?.body) ?? record(source);
  return record(body?.error) ?? body;
}

export function outOfLimitOf(source: unknown): OutOfLimitWire | undefined {
  const limit = record(envelopeOf(source)?.limit);
  if (!limit || typeof limit.type !== 'string' || typeof limit.amount !== 'string')
    return undefined;
  return limit as unknown as OutOfLimitWire;
}

export function blockOf(source: unknown): BlockWire | undefined {
  const envelope = envelopeOf(source);
  const block = record(envelope?.blocked) ?? record(envelope?.block);
  if (!block || typeof block.ends_at !== 'string') return undefined;
  return block as unknown as BlockWire;
}

export const isBlockedCode = (code: unknown): boolean =>
  code === RgErrorCode.selfExcluded || code === RgErrorCode.timedOut;

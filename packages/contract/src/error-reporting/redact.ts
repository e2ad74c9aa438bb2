/**
 * Request and response bodies travel to the error tracker as extras (account-platform §8), so
 * whatever could sign someone in or pay with someone's card is cut out first (decision 034):
 * any key that names a secret, and any string that looks like a card number, at any depth.
 */
export const REDACTED = '[redacted]';

const SECRET_KEY =
  /pass(word)?|token|secret|authori[sz]ation|cookie|session|api[-_]?key|otp|^code$|cvc|cvv|card|pan$|iban|security[-_]?code/i;

/** 13–19 digits, optionally grouped by spaces or dashes: the shape of a payment card number. */
const CARD_NUMBER = /\b(?:\d[ -]?){12,18}\d\b/g;

const MAX_DEPTH = 8;
const MAX_STRING = 2_000;

export function redactBody(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => redactBody(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : redactBody(item, depth + 1);
  }
  return out;
}

/** A body that arrives as text: JSON is parsed and redacted field by field, anything else as text. */
function redactText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(redactBody(JSON.parse(trimmed)));
    } catch {
      // Not JSON after all: fall through to the plain-text redaction.
    }
  }
  const clipped = text.length > MAX_STRING ? `${text.slice(0, MAX_STRING)}…` : text;
  return clipped.replace(CARD_NUMBER, REDACTED);
}

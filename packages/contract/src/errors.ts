import { z } from 'zod';
import { blockSchema, outOfLimitSchema } from './responsible-gambling';

/**
 * Error codes of the wire contract. Numeric codes are the specs' (betting-core §8); the string
 * codes cover transport-level failures that every endpoint can answer.
 */
export const ErrorCode = {
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  tooManyRequests: 'too_many_requests',
  methodNotAllowed: 'method_not_allowed',
  internal: 'internal_error',
  /** 503: PostgreSQL or Redis is unreachable for a moment; retry (with the same Idempotency-Key). */
  serviceUnavailable: 'service_unavailable',
} as const;

export const errorDetailSchema = z.object({
  field: z.string(),
  message: z.string(),
  /**
   * Bet placement (code 101): which bet and selection, the selection itself, the bookmaker's
   * current price (`odds`) and why it was refused, e.g. `risk_validation.odds_to_low`.
   */
  bet_index: z.number().int().optional(),
  selection_index: z.number().int().optional(),
  match_id: z.number().int().optional(),
  market_id: z.number().int().optional(),
  specifier: z.string().optional(),
  outcome_id: z.string().optional(),
  odds: z.number().optional(),
  reason: z.string().optional(),
  /** A refused cashout (cashout_value_changed): the value now, null when there is none. */
  to_cashout: z.string().nullable().optional(),
});

/** One refused bet of a placement, by its index in the request's `bets`. */
export const betErrorSchema = z.object({
  index: z.number().int(),
  code: z.union([z.string(), z.number()]),
  message: z.string(),
  /** An `out_of_limit` refusal: which limit and when it resets (issue 18). */
  limit: outOfLimitSchema.optional(),
});

/** `{ error: { code, message, localized_message?, details?, errors_by_bet? } }` (DESIGN §3). */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.union([z.string(), z.number()]),
    message: z.string(),
    localized_message: z.string().optional(),
    details: z.array(errorDetailSchema).optional(),
    errors_by_bet: z.array(betErrorSchema).optional(),
    /** out_of_limit, out_of_session_limit, activity_limit_reached: the limit (issue 18). */
    limit: outOfLimitSchema.optional(),
    /** self_excluded, timed_out: until when, and where to get help (issue 18). */
    blocked: blockSchema.optional(),
  }),
});

export type ErrorDetail = z.infer<typeof errorDetailSchema>;
export type BetError = z.infer<typeof betErrorSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * Turns a zod failure into one readable sentence plus per-field details, e.g.
 * `limit: must be an integer from 1 to 500`.
 */
export function describeZodError(error: z.ZodError): { message: string; details: ErrorDetail[] } {
  const details = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
  const message = details.map((d) => `${d.field}: ${d.message}`).join('; ');
  return { message, details };
}

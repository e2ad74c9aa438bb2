import { z } from 'zod';
import { safeTextSchema } from './safe-input';

/**
 * The host-token exchange of iframe embedding (docs/decisions/039): the sportsbook in the iframe
 * posts the token its host signed, and gets the session cookie of the player the host vouches for.
 */
export { EMBED_SESSION_PATH } from './embed-protocol';

/** `base64url(payload).base64url(HMAC-SHA256(host secret, base64url(payload)))`. */
export const embedSessionBodySchema = z.object({
  token: safeTextSchema()
    .min(10, 'must be a host token')
    .max(4096, 'must be at most 4096 characters')
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be a host token (payload.signature)'),
});

/** What the token's payload says, after its signature was checked. */
export const embedTokenPayloadSchema = z.object({
  /** The host's id: which configured secret signs its tokens. */
  host: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a configured host id'),
  /** The player's id at the host; with `host` it names one sportsbook player. */
  sub: safeTextSchema().min(1).max(128),
  /** Expiry and issue time, Unix seconds. */
  exp: z.number().int().positive(),
  iat: z.number().int().positive(),
  /** One-time: a token is accepted once. */
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 base64url characters'),
  /** Used only when the player is new to the sportsbook. */
  currency: z
    .string()
    .regex(/^[A-Z]{3,5}$/)
    .optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
    .optional(),
  first_name: safeTextSchema().max(100).optional(),
  last_name: safeTextSchema().max(100).optional(),
});

export const embedSessionAnswerSchema = z.object({
  player_id: z.number().int(),
  /** True when this exchange created the sportsbook player. */
  created: z.boolean(),
  currency: z.string(),
});

export type EmbedSessionBody = z.output<typeof embedSessionBodySchema>;
export type EmbedTokenPayload = z.output<typeof embedTokenPayloadSchema>;
export type EmbedSessionAnswer = z.infer<typeof embedSessionAnswerSchema>;

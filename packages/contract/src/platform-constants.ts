/**
 * Platform API names and codes without a schema, for browser code: keeping zod out of this
 * module keeps it out of the page's JavaScript (the schemas are in platform.ts).
 */
/** Every state-changing call carries this header (CSRF defence, docs/decisions/006). */
export const PLATFORM_APP_HEADER = 'x-platform-app';

export const PLATFORM_APP_VALUE = 'sportsbook';

/** The vendor Accept type the platform client sends; the server answers JSON either way. */
export const PLATFORM_ACCEPT = 'application/vnd.sportsbook.v1+json';

/** Query parameter appended to the page address a payment returns to. */
export const DEPOSIT_RETURN_PARAM = 'deposit_status';

/** Error codes of the platform API, beside the transport ones in ErrorCode. */
export const PlatformErrorCode = {
  /** 422: a field is wrong in a way only the server can tell (email taken, bad token). */
  unprocessable: 'unprocessable_entity',
  invalidCredentials: 'invalid_credentials',
  unconfirmed: 'unconfirmed',
  locked: 'locked',
  blockedCountry: 'blocked_country',
  csrf: 'csrf_header_missing',
  sportsbookForbidden: 'sportsbook_forbidden',
  missedFields: 'missed_fields',
  quickDepositForbidden: 'quick_deposit_forbidden',
  demoPaymentsOff: 'demo_payments_off',
  depositLimit: 'deposit_limit',
  idempotencyKeyReused: 'idempotency_key_reused',
  smsLimitReached: 'sms_limit_reached',
  resendTimeout: 'resend_timeout',
  /** 422: a new password is common, breached, all spaces or contains the email (decision 022). */
  weakPassword: 'weak_password',
  /** 422 on `amount`: a withdrawal asks for more than the withdrawable balance (WDR-001). */
  withdrawalExceedsBalance: 'withdrawal_exceeds_balance',
  /** 409: the withdrawal is no longer pending (paid, failed or already cancelled). */
  withdrawalNotPending: 'withdrawal_not_pending',
  /** 422: an e-mailed link's token (confirmation, reset, unlock) is unknown, spent or expired. */
  tokenInvalid: 'token_invalid',
  /** 401: a host's token (iframe embedding, decision 039) is forged, expired, replayed or unknown. */
  embedTokenInvalid: 'embed_token_invalid',
} as const;

export const DEPOSIT_OUTCOMES = ['success', 'pending', 'error'] as const;

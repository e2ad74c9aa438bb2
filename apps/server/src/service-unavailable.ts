/**
 * Whether an error means that PostgreSQL or Redis cannot be reached right now (restarting, failed
 * over, network blip), as opposed to a bug. Such a request is answered 503 with Retry-After, not
 * 500: nothing was done that the client cannot safely retry (money movements carry an
 * Idempotency-Key, and a transaction cut off by a lost connection is rolled back).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** PostgreSQL SQLSTATEs of a server going away or not accepting connections yet. */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

const MESSAGES = [
  // node-postgres, when the server ends a connection or the pool cannot open one in time.
  'Connection terminated',
  'connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  // ioredis, when commands run out of retries or the connection is gone.
  'Reached the max retries per request limit',
  'Connection is closed',
  "Stream isn't writeable",
];

export function isServiceUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError) with the driver's error as the cause.
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
    if (current instanceof AggregateError && current.errors.some(isServiceUnavailable)) return true;
    current = cause;
  }
  return false;
}

/**
 * Failed sign-ins per (email, client), where the client is a known device of that account or
 * else the address (decision 022). A client's first `threshold` failures are free; from then on
 * it waits before its next try, a wait that doubles with every further failure up to `maxMs`.
 * Other clients of the same account are not affected, so a stranger's guesses cannot keep the
 * owner out. Keyed by the email as typed, known or not, so the answers tell nothing about it.
 *
 * Process memory, like the rate limiter: N api processes allow N times the free tries, which
 * the account-wide lock in the database (ACCOUNT_LOCK_AFTER_FAILURES) still bounds.
 */
export interface SignInThrottleOptions {
  /** Failures from one client before it has to wait (MAX_FAILED_SIGN_INS). */
  threshold: number;
  /** The first wait; each further failure doubles it. */
  baseMs?: number;
  maxMs?: number;
  /** A client quiet this long after its last failure starts again from zero. */
  forgetAfterMs?: number;
  now?: () => number;
}

interface Failures {
  count: number;
  lastAt: number;
}

export const SIGN_IN_BACKOFF_BASE_MS = 60_000;
export const SIGN_IN_BACKOFF_MAX_MS = 3_600_000;
const FORGET_AFTER_MS = 24 * 3_600_000;

export class SignInThrottle {
  private readonly accounts = new Map<string, Map<string, Failures>>();
  private readonly now: () => number;
  private readonly baseMs: number;
  private readonly maxMs: number;
  private readonly forgetAfterMs: number;
  private size = 0;

  constructor(private readonly options: SignInThrottleOptions) {
    this.now = options.now ?? Date.now;
    this.baseMs = options.baseMs ?? SIGN_IN_BACKOFF_BASE_MS;
    this.maxMs = options.maxMs ?? SIGN_IN_BACKOFF_MAX_MS;
    this.forgetAfterMs = Math.max(options.forgetAfterMs ?? FORGET_AFTER_MS, this.maxMs);
  }

  /** The wait after `count` failures in a row: 0 below the threshold, then base · 2^k. */
  delayMs(count: number): number {
    if (count < this.options.threshold) return 0;
    const doublings = Math.min(count - this.options.threshold, 30);
    return Math.min(this.baseMs * 2 ** doublings, this.maxMs);
  }

  /** Seconds `client` must still wait before trying `email` again; 0 when it may try now. */
  waitSeconds(email: string, client: string): number {
    const entry = this.entry(email, client);
    if (!entry) return 0;
    const until = entry.lastAt + this.delayMs(entry.count);
    return Math.max(0, Math.ceil((until - this.now()) / 1000));
  }

  /** Counts a failure and returns how many in a row this client now has on this email. */
  fail(email: string, client: string): number {
    const now = this.now();
    let clients = this.accounts.get(email);
    if (!clients) {
      if (this.size > 100_000) this.sweep(now);
      clients = new Map();
      this.accounts.set(email, clients);
    }
    const previous = this.entry(email, client);
    const count = (previous?.count ?? 0) + 1;
    if (!clients.has(client)) this.size += 1;
    clients.set(client, { count, lastAt: now });
    return count;
  }

  /** A successful sign-in: this client starts again from zero. */
  succeed(email: string, client: string): void {
    if (this.accounts.get(email)?.delete(client)) this.size -= 1;
  }

  /** The owner proved the mailbox (unlock or reset link): every client of the email is forgiven. */
  forgive(email: string): void {
    this.size -= this.accounts.get(email)?.size ?? 0;
    this.accounts.delete(email);
  }

  private entry(email: string, client: string): Failures | undefined {
    const entry = this.accounts.get(email)?.get(client);
    if (entry && this.now() - entry.lastAt >= this.forgetAfterMs) return undefined;
    return entry;
  }

  private sweep(now: number): void {
    for (const [email, clients] of this.accounts) {
      for (const [client, entry] of clients) {
        if (now - entry.lastAt >= this.forgetAfterMs) {
          clients.delete(client);
          this.size -= 1;
        }
      }
      if (clients.size === 0) this.accounts.delete(email);
    }
  }
}

/**
 * Fixed-window counters in process memory for the auth routes. Each process counts on its own,
 * so N api processes allow up to N times the limit; that still stops online guessing, which
 * the account lockout bounds anyway (docs/decisions/006).
 */
export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly now: () => number;

  constructor(private readonly options: RateLimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Counts one request for `key`. */
  hit(key: string): RateLimitResult {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.options.windowMs) {
      if (this.windows.size > 100_000) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    const retryAfterSeconds = Math.ceil((window.start + this.options.windowMs - now) / 1000);
    return { allowed: window.count <= this.options.limit, retryAfterSeconds };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.options.windowMs) this.windows.delete(key);
    }
  }
}

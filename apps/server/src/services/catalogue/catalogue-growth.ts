import type { FeedProvider } from '@sportsbook/feed';

export interface CatalogueGrowth {
  /** Writes what joined any provider's catalogue since the last check; one check at a time. */
  check(): Promise<void>;
  start(everyMs: number): void;
  stop(): void;
}

/**
 * Providers whose schedule rolls on (`catalogueRevision`, the lotteries) add events as simulated
 * time passes; the catalogue was written once at the lead's start. This writes a provider's
 * catalogue again whenever its revision moved (the write adds new events and leaves existing
 * ones as they are). A failed write is retried at the next check.
 */
export function watchCatalogueGrowth(options: {
  providers: readonly FeedProvider[];
  write: (provider: FeedProvider) => Promise<void>;
  onError: (error: unknown) => void;
}): CatalogueGrowth {
  const written = new Map<FeedProvider, number | undefined>(
    options.providers.map((provider) => [provider, provider.catalogueRevision]),
  );
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const checkOnce = async () => {
    for (const provider of options.providers) {
      const revision = provider.catalogueRevision;
      if (revision === undefined || revision === written.get(provider)) continue;
      try {
        await options.write(provider);
        written.set(provider, revision);
      } catch (error) {
        options.onError(error);
      }
    }
  };

  const check = async () => {
    // A check already running may have read the revision before the latest growth: run again.
    while (running) await running;
    running = checkOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    check,
    start: (everyMs) => {
      if (timer) return;
      timer = setInterval(() => void check(), everyMs);
      timer.unref();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

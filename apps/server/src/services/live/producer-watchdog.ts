import type { FeedMessage, ProviderName } from '@sportsbook/feed';

export interface ProducerWatchdogOptions {
  /** Silence after which a producer that was alive counts as down, in wall milliseconds. */
  timeoutMs: number;
  /** Receives the producer_down the watchdog declares, like any message from the provider. */
  report(message: FeedMessage): void;
  now?: () => number;
}

export interface ProducerWatchdog {
  /** Every message from the providers passes here on its way to the consumer. */
  seen(message: FeedMessage): void;
  /** Declares down every producer silent for longer than the timeout; runs on a timer. */
  check(): void;
  start(everyMs: number): void;
  stop(): void;
}

/**
 * A producer promises an alive every ALIVE_INTERVAL_MS. One that goes quiet without saying
 * producer_down (a stalled connection, a crashed adapter) must not leave its prices bettable, so
 * after a few missed alives the watchdog reports it down itself; its next alive brings it back
 * through the usual path.
 */
export function createProducerWatchdog(options: ProducerWatchdogOptions): ProducerWatchdog {
  const now = options.now ?? Date.now;
  const lastAlive = new Map<ProviderName, number>();
  const declaredDown = new Set<ProviderName>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const check = () => {
    const at = now();
    for (const [provider, last] of lastAlive) {
      if (declaredDown.has(provider) || at - last <= options.timeoutMs) continue;
      declaredDown.add(provider);
      options.report({ type: 'producer_down', provider, at });
    }
  };

  return {
    seen: (message) => {
      if (message.type === 'producer_alive') {
        lastAlive.set(message.provider, now());
        declaredDown.delete(message.provider);
      } else if (message.type === 'producer_down') {
        // The provider said so itself: nothing to declare until it is alive again.
        lastAlive.delete(message.provider);
      }
    },
    check,
    start: (everyMs) => {
      timer ??= setInterval(check, everyMs);
      timer.unref?.();
    },
    stop: () => {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

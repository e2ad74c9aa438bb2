import fp from 'fastify-plugin';
import type { ProviderStatusWire } from '@sportsbook/contract';
import { listProducers } from '@sportsbook/db';

/** Carries a provider's up/down change to every process, so all of them serve it alike. */
export const PROVIDERS_CHANGED_TOPIC = 'providers:changed';

type ProviderName = ProviderStatusWire['provider'];

export interface ProviderChange {
  provider: ProviderName;
  up: boolean;
  changedAt: Date;
}

export interface ProviderStatuses {
  /**
   * False while the provider is down: its markets are served suspended (market status -1). Read
   * it where the wire shapes are built, after the database reads, so an answer that is about to
   * be cached cannot carry the state from before a change that cleared the cache.
   */
  isActive(provider: ProviderName): boolean;
  /** Every provider the feed has reported, for GET /settings. */
  list(): ProviderStatusWire[];
  /** Announces committed producer changes to every process. Call it after the transaction. */
  changed(changes: ProviderChange[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    providerStatus: ProviderStatuses;
  }
}

/**
 * The providers' up/down state, held in memory by every process (loaded from `producers` at
 * start, then kept current over pub/sub). Catalogue reads and publications suspend a down
 * provider's markets from it at read time instead of rewriting market rows: on recovery the
 * feed replays only the lines that changed, so rewritten rows would stay suspended.
 */
export const providerStatusPlugin = fp(
  async (app) => {
    // A provider the feed never reported is active.
    const statuses = new Map<ProviderName, ProviderStatusWire>();
    const apply = (changes: ProviderStatusWire[]) => {
      let flipped = false;
      for (const change of changes) {
        const known = statuses.get(change.provider);
        // Pub/sub echoes our own announcements back, and another process may hear them late.
        if (known && Date.parse(known.changed_at) > Date.parse(change.changed_at)) continue;
        flipped ||= (known?.is_active ?? true) !== change.is_active;
        statuses.set(change.provider, change);
      }
      // Every cached answer may show that provider's prices, and a change is rare: drop them all.
      if (flipped) app.catalogueCache.store.clear();
    };

    const unsubscribe = await app.pubsub.subscribe(PROVIDERS_CHANGED_TOPIC, (payload) =>
      apply(payload as ProviderStatusWire[]),
    );
    app.addHook('onClose', async () => {
      await unsubscribe();
    });
    // Loaded after subscribing, so that a change announced meanwhile is not lost (the newer wins).
    apply(
      (await listProducers(app.database.db)).map((row) => ({
        provider: row.provider,
        is_active: row.up,
        changed_at: row.changedAt.toISOString(),
      })),
    );
    app.decorate('providerStatus', {
      isActive: (provider: ProviderName) => statuses.get(provider)?.is_active ?? true,
      list: () => [...statuses.values()],
      changed: async (changes: ProviderChange[]) => {
        if (changes.length === 0) return;
        const wire = changes.map((change) => ({
          provider: change.provider,
          is_active: change.up,
          changed_at: change.changedAt.toISOString(),
        }));
        // Apply here at once, so that this process's next read already sees the new state.
        apply(wire);
        await app.pubsub.publish(PROVIDERS_CHANGED_TOPIC, wire);
      },
    });
  },
  { name: 'provider-status', dependencies: ['database', 'pubsub', 'catalogue-cache'] },
);

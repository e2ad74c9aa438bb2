import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogueLocaleFromAcceptLanguage } from '@sportsbook/contract';
import { ResponseStore } from '../../services/catalogue/response-store';

/** Carries "the catalogue changed" to every process, so each one drops what it cached. */
export const CATALOGUE_CHANGED_TOPIC = 'catalogue:changed';

export interface CatalogueChange {
  /** Events whose data, markets or status changed. */
  eventIds?: number[];
  /** True when lists may gain or lose members: an event added, or a status change. */
  lists?: boolean;
}

export interface CatalogueCache {
  readonly store: ResponseStore;
  /** Announces a committed change to every process. Call it after the transaction. */
  changed(change: CatalogueChange): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
  interface FastifyRequest {
    catalogueCacheKey?: string | undefined;
  }
}

const LISTS_TAG = 'lists';
const eventTag = (id: number) => `event:${id}`;

/**
 * Catalogue reads are the bulk of a sportsbook's traffic and the same for every visitor, so they
 * are answered from serialized responses that each change invalidates precisely (decision 005).
 */
export const catalogueCachePlugin = fp(
  async (app) => {
    const store = new ResponseStore({
      ttlMs: app.config.API_CACHE_TTL_MS,
      maxBytes: 64 * 1024 * 1024,
    });
    const invalidate = (change: CatalogueChange) => {
      const tags = (change.eventIds ?? []).map(eventTag);
      if (change.lists) tags.push(LISTS_TAG);
      store.invalidateTags(tags);
    };
    const unsubscribe = await app.pubsub.subscribe(CATALOGUE_CHANGED_TOPIC, (payload) =>
      invalidate(payload as CatalogueChange),
    );
    app.addHook('onClose', async () => {
      await unsubscribe();
    });
    app.decorate('catalogueCache', {
      store,
      changed: async (change: CatalogueChange) => {
        // Drop locally at once: the next read in this process must not see the old answer even
        // before pub/sub delivers the change back to us.
        invalidate(change);
        await app.pubsub.publish(CATALOGUE_CHANGED_TOPIC, change);
      },
    });
  },
  { name: 'catalogue-cache', dependencies: ['pubsub', 'config'] },
);

/** Route patterns (relative to the sportsbook prefix) whose GET answers are shared by everyone. */
const CACHEABLE_ROUTES = new Set([
  '/sports',
  '/categories',
  '/categories/:id',
  '/tournaments',
  '/tournaments/:id',
  '/matches',
  '/matches/:id',
  '/matches/:id/markets',
  '/search',
]);

function cacheKeyOf(request: FastifyRequest, prefix: string): string | undefined {
  if (request.method !== 'GET' || request.server.config.API_CACHE_TTL_MS === 0) return undefined;
  const route = request.routeOptions.url;
  if (!route?.startsWith(prefix) || !CACHEABLE_ROUTES.has(route.slice(prefix.length))) {
    return undefined;
  }
  // A player's favourites are theirs alone.
  if ((request.query as Record<string, unknown>).favourite !== undefined) return undefined;
  return `${catalogueLocaleFromAcceptLanguage(request.headers['accept-language'])} ${request.url}`;
}

/** What a response depends on: the events it shows and, for lists, list membership. */
function tagsOf(request: FastifyRequest, prefix: string, body: string): string[] {
  const route = request.routeOptions.url?.slice(prefix.length);
  const params = request.params as { id?: number };
  if (route?.startsWith('/matches/:id')) return [eventTag(Number(params.id))];
  const tags = [LISTS_TAG];
  if (route === '/matches' || route === '/search') {
    const parsed = JSON.parse(body) as {
      data: Array<{ id: number }> | { matches: Array<{ id: number }> };
    };
    const matches = Array.isArray(parsed.data) ? parsed.data : parsed.data.matches;
    for (const match of matches) tags.push(eventTag(match.id));
  }
  return tags;
}

/** Adds the cache to the routes of one scope (the sportsbook API), registered before them. */
export function useCatalogueCache(scope: FastifyInstance, prefix: string): void {
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = cacheKeyOf(request, prefix);
    if (!key) return;
    const noCache = /\bno-cache\b/.test(request.headers['cache-control'] ?? '');
    const hit = noCache ? undefined : scope.catalogueCache.store.get(key);
    if (hit) {
      return reply
        .header('content-type', hit.contentType)
        .header('vary', 'accept-language')
        .header('x-cache', 'hit')
        .send(hit.body);
    }
    request.catalogueCacheKey = key;
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const key = request.catalogueCacheKey;
    if (!key || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    scope.catalogueCache.store.set(
      key,
      { body: payload, contentType: String(reply.getHeader('content-type') ?? 'application/json') },
      tagsOf(request, prefix, payload),
    );
    reply.header('vary', 'accept-language').header('x-cache', 'miss');
    return payload;
  });
}

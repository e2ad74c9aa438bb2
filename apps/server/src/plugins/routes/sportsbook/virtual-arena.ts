import type { FastifyPluginAsync } from 'fastify';
import type { VirtualArenaWire } from '@sportsbook/contract';
import { listVirtualEvents, listVirtualRaces } from '@sportsbook/db';
import type { VirtualsProvider } from '@sportsbook/feed';
import { notFound } from '../../../errors';
import { virtualEventWire, virtualRaceWire } from '../../../services/virtuals/virtual-wire';

const HOUR_MS = 3_600_000;
const NEXT = 5;
const RESULTS = 10;

/**
 * The virtual gaming arena (issue 22, decision 049), behind isVirtualGamingArenaEnabled:
 * GET /sportsbook/api/v2/virtual-gaming-arena — the next virtual matches with their seed hash
 * and markets, the last results with their revealed seed, score and goal timeline; the same for
 * virtual races (decision 060): runners, prices, seed hash, then the finishing order and seed.
 */
export const virtualArenaRoutes: FastifyPluginAsync = async (app) => {
  app.get('/virtual-gaming-arena', async (_request, reply): Promise<VirtualArenaWire> => {
    if (!app.config.VIRTUAL_GAMING_ARENA_ENABLED)
      throw notFound('The virtual gaming arena is not offered');
    // The feed's clock where this process runs the feed (it runs ahead of the wall clock at
    // FEED_SPEED > 1, and the schedule rolls with it); the wall clock elsewhere.
    const feed = app.feed?.providers.find((p): p is VirtualsProvider => 'virtualMatches' in p);
    const now = feed?.simulatedNow ?? Date.now();
    const window = { from: new Date(now - 6 * HOUR_MS), to: new Date(now + 12 * HOUR_MS) };
    const rows = await listVirtualEvents(app.database.db, window);
    const wires = rows.map(virtualEventWire);
    const races = (await listVirtualRaces(app.database.db, window)).map(virtualRaceWire);
    // Changes every few seconds: a short shared cache at most.
    void reply.header('Cache-Control', 'public, max-age=2');
    return {
      is_virtual_gaming_arena_enabled: true,
      feed_time: new Date(now).toISOString(),
      next: wires.filter((w) => w.status !== 'finished').slice(0, NEXT),
      results: wires
        .filter((w) => w.status === 'finished')
        .reverse()
        .slice(0, RESULTS),
      races: {
        next: races.filter((r) => r.status !== 'finished').slice(0, NEXT),
        results: races
          .filter((r) => r.status === 'finished')
          .reverse()
          .slice(0, RESULTS),
      },
    };
  });
};

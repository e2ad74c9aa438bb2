import fp from 'fastify-plugin';
import next from 'next';
import { deferBootstrapScriptsIn } from './defer-bootstrap-scripts';
import { IMMUTABLE_ASSET_PREFIX, omitRevalidationHeaders } from './immutable-assets';
import { nextCompression } from './next-compression';

/**
 * Hosts the Next.js app on the same origin and port as the APIs and the realtime gateway
 * (DESIGN §2). Every request that no API route claims is handed to Next's request handler, which
 * also runs the locale proxy (/sport → English, /de/sport, /br/sport, /ar/sport).
 */
export const nextAppPlugin = fp(
  async (app) => {
    const dev = app.config.WEB_DEV;
    const nextApp = next({
      dev,
      dir: app.config.WEB_DIR,
      quiet: !dev,
      port: app.config.PORT,
      hostname: 'localhost',
    });
    await nextApp.prepare();
    const handle = nextApp.getRequestHandler();
    // Next's compression is off (next.config.ts): the HTML is rewritten (scripts after the first
    // paint, decision 020) and then compressed here.
    const compress = nextCompression();

    if (dev) {
      // Hot reload talks over a websocket on the same server; the realtime gateway leaves those
      // upgrades alone (destroyUpgrade: false).
      const upgrade = nextApp.getUpgradeHandler();
      app.server.on('upgrade', (request, socket, head) => {
        if (!request.url?.startsWith('/realtime')) void upgrade(request, socket, head);
      });
    }

    app.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/*',
      handler: async (request, reply) => {
        reply.hijack();
        compress(request.raw, reply.raw);
        if (request.url.startsWith(IMMUTABLE_ASSET_PREFIX)) omitRevalidationHeaders(reply.raw);
        else deferBootstrapScriptsIn(reply.raw);
        await handle(request.raw, reply.raw);
      },
    });
    app.get('/', async (_request, reply) => reply.redirect('/sport'));

    app.addHook('onClose', async () => {
      await nextApp.close();
    });
  },
  { name: 'next-app', dependencies: ['config'] },
);

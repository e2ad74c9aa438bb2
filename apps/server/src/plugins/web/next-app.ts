import path from 'node:path';
import fp from 'fastify-plugin';
import next from 'next';
import { ErrorCode } from '@sportsbook/contract';
import { HttpError } from '../../errors';
import { createRequestCountry } from '../../services/accounts/request-country';
import { setPageSecurityHeaders } from '../infrastructure/security-headers';
import {
  backendSources,
  newNonce,
  pagePolicy,
  type PagePolicyOptions,
} from './content-security-policy';
import { answerOkAs, isErrorPageDocument } from './error-route-status';
import { IMMUTABLE_ASSET_PREFIX, omitRevalidationHeaders } from './immutable-assets';
import { compressNextAnswer } from './page-compression';
import { createPrecompressedAssets } from './precompressed-assets';

/**
 * Hosts the Next.js app on the same origin and port as the APIs and the realtime gateway
 * (DESIGN §2). Every request that no API route claims is handed to Next's request handler, which
 * also runs the locale proxy (/sport → English, /de/sport, /br/sport, /ar/sport).
 */
const PAGE_METHODS = 'GET, HEAD';
/** An unknown API path is a 404 of that API, not a page's 405. */
const API_PREFIXES = ['/sportsbook/api/', '/platform/api/', '/payments/api/'];
/**
 * The visitor's country as this server judged it (a trusted proxy's geo header or the demo
 * override, decision 032), handed to the pages for the body's user-country attribute and the
 * blocked page. Whatever a client sent under this name is dropped first.
 */
export const PAGE_COUNTRY_HEADER = 'x-sportsbook-country';
/** Where the web app reads the nonce (apps/web/src/lib/csp-nonce.server.ts). */
const NONCE_HEADER = 'x-nonce';

export const nextAppPlugin = fp(
  async (app) => {
    const dev = app.config.WEB_DEV;
    // The web app reads its operator pages at run time (decision 029); tell it where they are,
    // whatever directory this process was started from.
    process.env.WEB_CONTENT_DIR ??= path.resolve(app.config.WEB_DIR, 'content');
    const nextApp = next({
      dev,
      dir: app.config.WEB_DIR,
      quiet: !dev,
      port: app.config.PORT,
      hostname: 'localhost',
    });
    await nextApp.prepare();
    const handle = nextApp.getRequestHandler();
    // The build's own compressed copies of its scripts and styles (decision 074); dev has none.
    const precompressed = dev
      ? undefined
      : createPrecompressedAssets(
          path.resolve(app.config.WEB_DIR, process.env.NEXT_DIST_DIR ?? '.next', 'static'),
        );
    const requestCountry = createRequestCountry(app.config);
    const policyOptions: PagePolicyOptions = {
      embedOrigins: app.config.EMBED_ALLOWED_ORIGINS,
      // The browser's error reports go to its DSN's origin (decision 034): allowed with no
      // extra setting, or reporting would be on and blocked.
      connectSources: [
        ...app.config.CSP_CONNECT_SRC,
        // The backends the pages are configured to call (decision 037).
        ...backendSources({
          api: app.config.PUBLIC_API_URL,
          platform: app.config.PUBLIC_PLATFORM_API_URL,
          realtime: app.config.PUBLIC_REALTIME_URL,
        }),
        ...originsOf(app.config.SENTRY_BROWSER_DSN ?? app.config.SENTRY_DSN),
      ],
      imageSources: app.config.CSP_IMG_SRC,
      frameSources: app.config.CSP_FRAME_SRC,
      publicUrl: app.config.PUBLIC_URL,
      reportUri: app.config.CSP_REPORT_URI,
      dev,
    };

    if (dev) {
      // Hot reload talks over a websocket on the same server; the realtime gateway leaves those
      // upgrades alone (destroyUpgrade: false).
      const upgrade = nextApp.getUpgradeHandler();
      app.server.on('upgrade', (request, socket, head) => {
        if (!request.url?.startsWith('/realtime')) void upgrade(request, socket, head);
      });
    }

    // Pages and assets take GET and HEAD only: the web app has no Server Actions or route
    // handlers (issue 14, finding 6). Other methods were handed to Next after Fastify had read
    // their body, and Next waited for that body forever. They are answered before any body is
    // read (onRequest), so a body of any type or size costs nothing. Should the web app ever use
    // Server Actions, their POSTs (Next-Action header) must reach Next with the body unread.
    app.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/*',
      onRequest: async (request, reply) => {
        if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
          throw new HttpError(
            404,
            ErrorCode.notFound,
            `No ${request.method} ${request.url.split('?')[0]}`,
          );
        }
        reply.header('allow', PAGE_METHODS);
        throw new HttpError(
          405,
          ErrorCode.methodNotAllowed,
          `Pages take ${PAGE_METHODS} only, not ${request.method}`,
        );
      },
      handler: async () => undefined,
    });
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler: async (request, reply) => {
        delete request.raw.headers[PAGE_COUNTRY_HEADER];
        const country = requestCountry(request);
        if (country) request.raw.headers[PAGE_COUNTRY_HEADER] = country;
        reply.hijack();
        // The HTML streams as React writes it, scripts in the head, so they download beside the
        // stylesheets (decision 040); it is compressed here, Brotli first (decision 077).
        if (request.url.startsWith(IMMUTABLE_ASSET_PREFIX)) {
          if (await precompressed?.serve(request.raw, reply.raw)) return;
          omitRevalidationHeaders(reply.raw);
        } else {
          // A fresh nonce for each answer (decision 033). Next.js reads it from the policy in the
          // request headers and puts it on its scripts; our server components read x-nonce.
          // Whatever the client sent under these names is overwritten.
          const nonce = newNonce();
          const policy = pagePolicy(nonce, policyOptions);
          request.raw.headers['content-security-policy'] = policy;
          request.raw.headers[NONCE_HEADER] = nonce;
          delete request.raw.headers['content-security-policy-report-only'];
          setPageSecurityHeaders(reply.raw, policy, policyOptions.embedOrigins);
        }
        // /sport/500 is the error page: it answers 500 (issue 15 §2), which Next cannot say.
        if (isErrorPageDocument(request.raw)) answerOkAs(reply.raw, 500);
        compressNextAnswer(request.raw, reply.raw);
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

function originsOf(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

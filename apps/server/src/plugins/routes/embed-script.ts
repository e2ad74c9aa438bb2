import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { EMBED_SCRIPTS, bundleBrowserScript } from '../../services/embed/bundle-browser-script';

/** Where host pages load the SDK from: `<script src="https://sports.example.com/sport/embed.js">`. */
export const EMBED_SCRIPT_PATH = '/sport/embed.js';

/**
 * Serves the host SDK (packages/embed) as one script (docs/decisions/039). Bundled once per
 * process on first request; an ETag lets hosts' browsers revalidate cheaply, and a short max-age
 * lets a new SDK reach every host within minutes of a deploy (the URL is not versioned).
 */
export const embedScriptRoutes: FastifyPluginAsync = async (app) => {
  let bundled: Promise<{ code: string; etag: string }> | undefined;
  const script = () => {
    bundled ??= bundleBrowserScript(EMBED_SCRIPTS.sdk).then((code) => ({
      code,
      etag: `"${createHash('sha256').update(code).digest('base64url').slice(0, 22)}"`,
    }));
    bundled.catch(() => (bundled = undefined));
    return bundled;
  };
  app.get(EMBED_SCRIPT_PATH, async (request, reply) => {
    const { code, etag } = await script();
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('etag', etag)
      // Host pages on other origins load it with a plain <script>: no CORS needed, but a
      // cross-origin-isolated host (COEP) needs the resource policy to allow it.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return code;
  });
};

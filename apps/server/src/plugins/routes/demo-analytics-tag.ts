import type { FastifyPluginAsync } from 'fastify';
import { demoModeOn } from '../../env';

/**
 * A stand-in analytics tag for the demo and the consent journey (decision 032): point
 * ANALYTICS_TAG_URL at /fe-api/demo-analytics.js and the page loads it once the visitor grants
 * analytics. It sends nothing anywhere; it only marks the page, so a person or a test can see
 * that it ran. Served in demo mode only.
 */
const DEMO_TAG = `(function () {
  window.sportsbookDemoAnalytics = { loadedAt: Date.now() };
  document.documentElement.setAttribute('data-demo-analytics', 'loaded');
})();
`;

export const demoAnalyticsTagRoutes: FastifyPluginAsync = async (app) => {
  if (!demoModeOn(app.config)) return;
  app.get('/fe-api/demo-analytics.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(DEMO_TAG),
  );
};

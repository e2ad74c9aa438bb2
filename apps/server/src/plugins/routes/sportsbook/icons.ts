import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { iconSprite } from '../../../services/catalogue/icon-sprite';

const iconsQuerySchema = z.object({
  version: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,40}$/, 'must be 1 to 40 letters, digits, dots, dashes or underscores')
    .optional(),
});

/**
 * GET /fe-api/icons.svg?version=…: the sport and general icon sprite. A versioned URL never
 * changes, so browsers may keep it for a year; without a version it is revalidated hourly.
 */
export const iconRoutes: FastifyPluginAsync = async (app) => {
  const sprite = iconSprite();
  app.get(
    '/fe-api/icons.svg',
    { schema: { querystring: iconsQuerySchema } },
    async (request, reply) => {
      const { version } = request.query as z.output<typeof iconsQuerySchema>;
      return reply
        .type('image/svg+xml')
        .header(
          'cache-control',
          version ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
        .send(sprite);
    },
  );
};

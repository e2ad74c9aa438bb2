import fp from 'fastify-plugin';

/**
 * The time responsible-gambling rules read (limit effective times, blocks, reality checks).
 * Tests move it forward to see a 24-hour wait pass (issue 18); in production it is the wall
 * clock, as nothing calls `advance`.
 */
export interface Clock {
  now(): Date;
  advance(ms: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export const clockPlugin = fp(
  async (app) => {
    let offsetMs = 0;
    app.decorate('clock', {
      now: () => new Date(Date.now() + offsetMs),
      advance: (ms: number) => {
        offsetMs += ms;
      },
    });
  },
  { name: 'clock' },
);

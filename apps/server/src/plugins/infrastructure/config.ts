import fp from 'fastify-plugin';
import type { Env } from '../../env';
import type { Role } from '../../roles';

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
    hasRole(role: Role): boolean;
  }
}

export const configPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    app.decorate('config', env);
    app.decorate('hasRole', (role: Role) => env.ROLE.has(role));
  },
  { name: 'config' },
);

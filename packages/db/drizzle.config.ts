import { defineConfig } from 'drizzle-kit';

/** `npm run generate --workspace @sportsbook/db` writes a new SQL migration from schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './migrations',
});

import { defineConfig } from 'drizzle-kit';

/** `npm run generate --workspace @sportsbook/db` writes a new SQL migration from src/schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema',
  out: './migrations',
});

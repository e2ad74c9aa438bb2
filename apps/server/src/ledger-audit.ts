import { createDb, formatTrialBalance, trialBalance } from '@sportsbook/db';
import { loadEnv } from './env';

/**
 * `npm run ledger:audit` (issue 16): prints the trial balance of the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR — stop `npm start` first: PGlite has one
 * process at a time) and exits non-zero on any discrepancy.
 */
const env = loadEnv();
const database = await createDb({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  // As every server process does at start: an audit of a database never started is an empty one.
  await database.migrate();
  const balance = await trialBalance(database.db);
  process.stdout.write(`${formatTrialBalance(balance)}\n`);
  process.exitCode = balance.discrepancies.length === 0 ? 0 : 1;
} finally {
  await database.close();
}

import { eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { bookSecrets } from '../schema';

/**
 * The secret stored under `name`, made from `fresh()` by whichever process asks first: an insert
 * that loses a race to another process's insert does nothing, and both read the one that won.
 */
export async function bookSecretOf(
  db: Database,
  name: string,
  fresh: () => string,
): Promise<string> {
  await db.insert(bookSecrets).values({ name, secret: fresh() }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: bookSecrets.secret })
    .from(bookSecrets)
    .where(eq(bookSecrets.name, name));
  if (!row) throw new Error(`book secret ${name} missing after its insert`);
  return row.secret;
}

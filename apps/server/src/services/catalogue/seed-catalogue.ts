import type { Database } from '@sportsbook/db';
import { upsertCategories, upsertSports } from '@sportsbook/db';
import type { FeedProvider } from '@sportsbook/feed';

export interface SeedCatalogueOptions {
  db: Database;
  providers: FeedProvider[];
}

/**
 * Writes every provider's catalogue snapshot into the database. Upserts by the feed's stable ids,
 * so it runs at every start (and from several processes) without duplicating anything.
 */
export async function seedCatalogue(
  options: SeedCatalogueOptions,
): Promise<{ sports: number; categories: number }> {
  let sports = 0;
  let categories = 0;
  for (const provider of options.providers) {
    const snapshot = await provider.catalogue();
    await options.db.transaction(async (tx) => {
      await upsertSports(tx, snapshot.sports);
      await upsertCategories(tx, snapshot.categories);
    });
    sports += snapshot.sports.length;
    categories += snapshot.categories.length;
  }
  return { sports, categories };
}

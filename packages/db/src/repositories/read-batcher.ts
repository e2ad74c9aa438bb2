/**
 * Reads that arrive while one is in flight are gathered and read together, in one statement
 * (the read-side twin of the ledger writer's group commit, docs/decisions/036). On this 2-core
 * machine a statement's fixed cost — the round trip, the pool checkout, waking a PostgreSQL
 * backend, executor start-up — costs more than reading one more row in it, so under load a
 * batch of n requests pays it once instead of n times. There is no timer: a lone request is
 * read at once and waits for nothing; only requests that would have queued anyway share.
 */
export interface ReadBatcherOptions<K, V> {
  /** Reads a batch of keys; answers one value per key, in order. */
  read(keys: K[]): Promise<V[]>;
  /** Keys read together at most. */
  maxBatch?: number;
  /** Batches in flight at once. */
  parallel?: number;
}

interface Pending<K, V> {
  key: K;
  resolve(value: V): void;
  reject(error: unknown): void;
}

export interface ReadBatcher<K, V> {
  read(key: K): Promise<V>;
  /** Batches read so far, by size (the placement bench prints them). */
  batchSizes(): ReadonlyMap<number, number>;
}

export function createReadBatcher<K, V>(options: ReadBatcherOptions<K, V>): ReadBatcher<K, V> {
  const sizes = new Map<number, number>();
  const maxBatch = options.maxBatch ?? 64;
  const parallel = options.parallel ?? 1;
  let queue: Array<Pending<K, V>> = [];
  let inFlight = 0;

  const run = async (batch: Array<Pending<K, V>>): Promise<void> => {
    try {
      const values = await options.read(batch.map((p) => p.key));
      sizes.set(batch.length, (sizes.get(batch.length) ?? 0) + 1);
      batch.forEach((pending, i) => pending.resolve(values[i]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One bad key must not fail the others: each is read again alone, so only it fails.
      for (const pending of batch) await run([pending]);
    }
  };

  const pump = () => {
    while (inFlight < parallel && queue.length > 0) {
      const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
      queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
      inFlight++;
      void run(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  };

  return {
    read: (key) =>
      new Promise<V>((resolve, reject) => {
        queue.push({ key, resolve, reject });
        pump();
      }),
    batchSizes: () => sizes,
  };
}

/**
 * A bounded in-memory store of serialized catalogue responses, each tagged with what it depends
 * on, so that a change invalidates exactly the responses it affects:
 * - `event:<id>`: responses that show the event (a list page, the match, its markets);
 * - `lists`: responses whose membership or counts can change when any event is added or changes
 *   status (every list, sports, categories, tournaments, search).
 * Entries also expire after `ttlMs`, a safety net for a change nobody announced.
 */
export interface StoredResponse {
  body: string;
  contentType: string;
  storedAt: number;
}

interface Entry extends StoredResponse {
  tags: string[];
}

export interface ResponseStoreOptions {
  ttlMs: number;
  /** Bound on the bytes of bodies kept; the least recently used entries go first. */
  maxBytes: number;
  now?: () => number;
}

export class ResponseStore {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: ResponseStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): StoredResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.options.ttlMs) {
      this.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks the entry most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, response: Omit<StoredResponse, 'storedAt'>, tags: string[]): void {
    this.delete(key);
    const entry: Entry = { ...response, storedAt: this.now(), tags };
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
  }

  invalidateTags(tags: Iterable<string>): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.keysByTag.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}

/**
 * A small in-process cache for reads whose cost grows with the data (the catalogue's listing counts,
 * facets, category counts). Entries are fresh for `freshMs`; for `staleMs` after that they are still
 * served while one background load replaces them, so a busy listing never waits on an expired entry.
 * Concurrent misses for one key share a single load. Failed loads are not kept.
 */
export type TtlCacheOptions = {
  freshMs: number;
  staleMs: number;
  maxEntries: number;
  now?: () => number;
};

type Entry<V> = { value: Promise<V>; storedAt: number; settled: boolean; refreshing: boolean };

export type TtlCache<V> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  readonly size: number;
};

export function createTtlCache<V>(options: TtlCacheOptions): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();

  function store(key: string, value: Promise<V>): Entry<V> {
    const entry: Entry<V> = { value, storedAt: now(), settled: false, refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    // Map keeps insertion order, so the first key is the least recently used.
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return entry;
  }

  function refreshInBackground(key: string, entry: Entry<V>, load: () => Promise<V>) {
    entry.refreshing = true;
    load().then(
      (value) => {
        if (entries.get(key) === entry) store(key, Promise.resolve(value));
      },
      () => {
        // The stale value keeps serving until it expires; the load after that reports the failure.
        entry.refreshing = false;
      },
    );
  }

  return {
    get(key, load) {
      if (options.freshMs <= 0) return load();
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (!entry.settled || age < options.freshMs) return touch(key, entry).value;
        if (age < options.freshMs + options.staleMs) {
          if (!entry.refreshing) refreshInBackground(key, entry, load);
          return touch(key, entry).value;
        }
      }
      return store(key, load()).value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };

  function touch(key: string, entry: Entry<V>): Entry<V> {
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }
}

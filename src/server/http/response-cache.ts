// A small in-memory cache of serialised JSON answers, per function instance. Recipe answers change
// only with a deploy (a new instance) or, for trending, slowly; repeated searches ("paneer") are then
// answered without touching the database. Bounded in entries, in bytes (so large junk answers cannot
// grow the process: docs/decisions/0013-search-that-stays-flat.md) and in age. Identical requests that
// arrive while the first is being computed share its computation instead of each running it.
/** An answer already written as JSON text (stored listings passed through): cached as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

type Entry = { body: string; status: number; expires: number; bytes: number };
type Computed = { body: string; status: number };

/** What an entry costs in memory: strings are counted at two bytes a character (UTF-16), plus overhead. */
const entryBytes = (key: string, body: string) => 2 * (key.length + body.length) + 64;

export class ResponseCache {
  private entries = new Map<string, Entry>();
  private inFlight = new Map<string, Promise<Computed>>();
  private bytes = 0;
  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 60_000,
    private readonly maxBytes = 8 * 1024 * 1024,
  ) {}

  async get(key: string, compute: () => Promise<{ body: unknown; status?: number }>): Promise<{ body: string; status: number; hit: boolean; shared: boolean }> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) {
      this.entries.delete(key); // refresh its place as most recently used
      this.entries.set(key, hit);
      return { body: hit.body, status: hit.status, hit: true, shared: false };
    }
    if (hit) this.remove(key);
    const pending = this.inFlight.get(key);
    if (pending) return { ...(await pending), hit: false, shared: true };
    const run = (async () => {
      const { body, status = 200 } = await compute();
      return { body: body instanceof JsonText ? body.text : JSON.stringify(body), status };
    })();
    this.inFlight.set(key, run);
    try {
      const computed = await run;
      this.store(key, computed);
      return { ...computed, hit: false, shared: false };
    } finally {
      this.inFlight.delete(key);
    }
  }

  /** Bytes the cached answers take now (an estimate: see entryBytes). */
  size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  private store(key: string, { body, status }: Computed) {
    const bytes = entryBytes(key, body);
    if (bytes > this.maxBytes / 8) return; // one answer may not push out most of the others
    this.remove(key);
    this.entries.set(key, { body, status, expires: Date.now() + this.ttlMs, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) this.remove(this.entries.keys().next().value!);
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** The cache key of a GET: its path and its query parameters in a fixed order. */
export function requestKey(req: Request): string {
  const url = new URL(req.url);
  const params = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  return `${url.pathname}?${new URLSearchParams(params).toString()}`;
}

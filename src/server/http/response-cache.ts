// A small in-memory cache of serialised JSON answers, per function instance. Recipe answers change
// only with a deploy (a new instance) or, for trending, slowly; repeated searches ("paneer") are then
// answered without touching the database. Bounded in entries and age.
type Entry = { body: string; status: number; expires: number };

export class ResponseCache {
  private entries = new Map<string, Entry>();
  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 60_000,
  ) {}

  async get(key: string, compute: () => Promise<{ body: unknown; status?: number }>): Promise<{ body: string; status: number; hit: boolean }> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.entries.delete(key); // refresh its place as most recently used
      this.entries.set(key, hit);
      return { body: hit.body, status: hit.status, hit: true };
    }
    const { body, status = 200 } = await compute();
    const entry = { body: JSON.stringify(body), status, expires: now + this.ttlMs };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return { body: entry.body, status, hit: false };
  }

  clear() {
    this.entries.clear();
  }
}

/** The cache key of a GET: its path and its query parameters in a fixed order. */
export function requestKey(req: Request): string {
  const url = new URL(req.url);
  const params = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  return `${url.pathname}?${new URLSearchParams(params).toString()}`;
}

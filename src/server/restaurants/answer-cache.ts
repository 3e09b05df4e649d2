// Upstream answers of the finder, kept in Blobs (shared by every instance) behind a small in-memory map
// (so a repeated search on a warm instance answers in a millisecond or two). Entries carry their expiry.
import { store } from "../platform/blobs.ts";

const MEMORY_LIMIT = 500;
const memory = new Map<string, { expires: number; value: unknown }>();

function remember(key: string, value: unknown, expires: number) {
  memory.delete(key);
  memory.set(key, { expires, value });
  if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
}

/** The cached value for `key`, or `compute()`'s, cached for `ttlMs`. A Blobs failure only skips the cache. */
export async function cached<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const mem = memory.get(key);
  if (mem && mem.expires > now) return mem.value as T;
  const blobs = store("upstreamCache");
  const hit = await blobs.getWithMetadata(key, { type: "json" }).catch(() => null);
  const expires = Number(hit?.metadata?.expires ?? 0);
  if (hit && expires > now) {
    remember(key, hit.data, expires);
    return hit.data as T;
  }
  const value = await compute();
  const until = Date.now() + ttlMs;
  remember(key, value, until);
  await blobs.setJSON(key, value, { metadata: { expires: until } }).catch((err: Error) => console.warn(`[restaurants] cache write failed: ${err.message}`));
  return value;
}

/** Tests: forget the instance's memory so the Blobs cache (or the upstream) must answer. */
export const clearFinderMemoryCache = () => memory.clear();

import { getStore } from "@netlify/blobs";

// The fixed set of Blobs stores (declared in one place). Strong consistency only where a read
// must see the write just made.
export const STORES = {
  upstreamCache: { name: "upstream-cache", consistency: "eventual" },
  outbox: { name: "mail-outbox", consistency: "strong" },
  answers: { name: "question-answers", consistency: "strong" },
  health: { name: "health-probe", consistency: "strong" },
} as const;

export type StoreName = keyof typeof STORES;
export const store = (which: StoreName) => getStore(STORES[which]);

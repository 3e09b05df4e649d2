// The little state every page needs for the assistant (docs/product.md#a-states): open or closed, and the unread
// counter (grows when a reply arrives while closed, resets on opening). The conversation itself lives
// in chat-session.ts, loaded with the dialog the first time it opens.
import { useSyncExternalStore } from "react";

type State = { open: boolean; unread: number; wanted: boolean };
let state: State = { open: false, unread: 0, wanted: false };
const listeners = new Set<() => void>();
const set = (next: Partial<State>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};

/** Opens the chat dialog (the Chat buttons of the sticky bar, side menu and floating button). */
export const openChat = () => set({ open: true, wanted: true, unread: 0 });
export const closeChat = () => set({ open: false });
/** A reply arrived: counted as unread when the dialog is closed. */
export const noteReply = () => {
  if (!state.open) set({ unread: state.unread + 1 });
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const SERVER: State = { open: false, unread: 0, wanted: false };
export const useChatState = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER,
  );

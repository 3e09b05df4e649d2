// POST /api/chat {message, conversation} (docs/product.md#a-api, docs/architecture.md#api-contract): the request schema the server checks.
import { text, z } from "../validation/schema.ts";
import { CHAT_LIMITS } from "./types.ts";

export * from "./types.ts";

export const ChatTurnSchema = z.object({
  // A "system" turn is refused: only the server writes the model's instructions.
  role: z.enum(["user", "assistant"], { error: "Each turn's role must be user or assistant." }),
  content: text("content", { error: "Each turn needs its content as text." }).max(
    CHAT_LIMITS.turnMax,
    `Each earlier turn may have at most ${CHAT_LIMITS.turnMax} characters.`,
  ),
});

export const ChatRequestSchema = z.object({
  message: text("message", { error: "Write a message." })
    .transform((s) => s.trim())
    .pipe(text("message").min(1, "Write a message.").max(CHAT_LIMITS.messageMax, `A message may have at most ${CHAT_LIMITS.messageMax} characters.`)),
  conversation: z.array(ChatTurnSchema).max(CHAT_LIMITS.turnsMax, `Send at most ${CHAT_LIMITS.turnsMax} earlier turns.`).default([]),
});
export type ChatRequestInput = z.infer<typeof ChatRequestSchema>;

// POST /api/chat (docs/architecture.md#api-contract): ground the question on the catalog, ask the configured AI (or the
// built-in assistant), answer JSON or stream server-sent events. Any AI failure (429, 5xx, garbage,
// time-out) is answered by the built-in assistant, labelled "built-in-fallback": never a blank or a 500.
import { cleanReply, type ChatAnswer, type ChatSource, type ChatTurn } from "../../shared/chat/types.ts";
import { getErrorMessage } from "../../shared/common/errors.ts";
import { env } from "../platform/env.ts";
import { builtInReply } from "./built-in.ts";
import { constraintsForModel, hardBreaks, readConstraints, respell, softMisses, type ChatConstraints } from "./constraints.ts";
import { AiUnavailable, configuredProvider, type AiMessage, type AiProvider } from "./providers.ts";
import { docSource, ground, loadIndex, previousUserTurn, recipeSource, recipeUrl, type Grounding, type Index } from "./retrieval.ts";

export const FALLBACK_NOTE = "(Our AI assistant is unavailable right now, so this answer comes from the built-in assistant.)";
// Streams get this long in all once the first words arrive.
const STREAM_MAX_MS = 60_000;
const CHAT_TOKENS = 500; // docs/product.md#b-limits: 500 new tokens for the chef persona
const CHAT_TEMPERATURE = 0.7;

/** The model's instructions, with the catalog content it must use and cite. */
export function groundedSystemPrompt(g: Grounding, c?: ChatConstraints): string {
  const recipes = g.recipes.map(
    (r) => `- [${r.title}](${recipeUrl(r.id)}): ${r.minutes} min; ${r.diets.join(", ") || "no special diet"}. ${r.summary.slice(0, 160)}`,
  );
  const docs = g.docs.map((d) => `- [${d.title}](${d.url})`);
  const facts = g.knowledge.slice(0, 2).flatMap((k) => [`${k.title}:`, ...k.lines.map((l) => `- ${l}`)]);
  return [
    "You are the cooking assistant of Masala Table, a recipe website with a strong Indian focus and dishes from every country.",
    "Answer questions about food and cooking only; for anything else, say politely that you can only help with food and cooking.",
    "Use the site's content below. When you suggest a dish, choose it from these recipes and link it exactly as given, e.g. [Title](/recipe/123).",
    "Never invent a recipe, a link, a figure or a quote. If the content does not cover the question, say so briefly and give general cooking advice.",
    "Keep the answer under 200 words, in plain text with short lines; no code blocks, no tables.",
    ...(c
      ? [
          "",
          "The reader's request, read before you answer. Every dish you name must keep all of it; the recipes below already do. If none is listed, say that no recipe on the site fits and do not name another dish.",
          constraintsForModel(c),
        ]
      : []),
    "",
    recipes.length ? `Recipes from our catalog that match the question:\n${recipes.join("\n")}` : "No catalog recipe matches this question.",
    docs.length ? `\nArticles and techniques on our site:\n${docs.join("\n")}` : "",
    facts.length ? `\nKitchen facts you may use:\n${facts.join("\n")}` : "",
  ]
    .join("\n")
    .trim();
}

function groundingSources(g: Grounding, reply: string): ChatSource[] {
  const all = [...g.recipes.map(recipeSource), ...g.docs.map(docSource)];
  const cited = all.filter((s) => reply.includes(s.url));
  return cited.length ? cited : all;
}

export function aiMessages(g: Grounding, message: string, conversation: ChatTurn[], c?: ChatConstraints): AiMessage[] {
  return [{ role: "system", content: groundedSystemPrompt(g, c) }, ...conversation, { role: "user", content: message }];
}

/** `grounded` is the question's grounding as retrieved; `g` keeps only the recipes the model may be given. */
type Prepared = { g: Grounding; grounded: Grounding; c: ChatConstraints; index: Index };

/**
 * The same contract for every provider (docs/decisions/0015-assistant-constraints-first.md): the model is
 * given the structured request and, as sources, only recipes that keep every constraint.
 */
async function prepare(message: string, conversation: ChatTurn[]): Promise<Prepared> {
  message = respell(message);
  const [grounded, index] = await Promise.all([ground(message, previousUserTurn(conversation)), loadIndex()]);
  const c = readConstraints(message);
  const recipes = grounded.recipes.filter((r) => !hardBreaks(r, c).length && !softMisses(r, c).length);
  return { g: { ...grounded, recipes }, grounded, c, index };
}

/**
 * Why a model's reply may not be shown, or undefined when it may: every link must be one of its sources,
 * and no catalog dish it names may break a hard constraint of the question.
 */
export function replyProblem(reply: string, sources: ChatSource[], c: ChatConstraints, index: Index): string | undefined {
  const allowed = new Set(sources.map((s) => s.url));
  for (const m of reply.matchAll(/\]\((\/[^)\s]*)\)|(?<![\w/])(\/recipe\/\d+)/g)) {
    const url = m[1] ?? m[2]!;
    if (!allowed.has(url)) return `the AI linked ${url}, which is not one of its sources`;
  }
  const text = reply.toLowerCase();
  for (const r of index.recipes) {
    const names = [r.title, r.title.replace(/\s*\(.*\)\s*$/, "")].map((t) => t.toLowerCase()).filter((t) => t.length >= 6);
    if (names.some((n) => text.includes(n)) && hardBreaks(r, c).length)
      return `the AI named ${r.title}, which breaks the question's ${hardBreaks(r, c).join(", ")}`;
  }
  return undefined;
}

const allSources = (g: Grounding) => [...g.recipes.map(recipeSource), ...g.docs.map(docSource)];

/** The built-in answer; after a failed AI, from the grounding the AI was given (the question is grounded once). */
async function fallback(message: string, conversation: ChatTurn[], provider: AiProvider | null, reason?: string, grounded?: Grounding): Promise<ChatAnswer> {
  if (provider && reason) console.warn(`[chat] ${provider.name} failed (${reason}); answering with the built-in assistant`);
  const built = await builtInReply(message, conversation, grounded);
  const labelled = provider ? `${FALLBACK_NOTE}\n\n${built.reply}` : built.reply;
  return { ok: true, reply: labelled, provider: provider ? "built-in-fallback" : "built-in", sources: built.sources };
}

/** The JSON answer {ok, reply, provider, sources}. */
export async function answerChat(message: string, conversation: ChatTurn[], provider = configuredProvider()): Promise<ChatAnswer> {
  if (!provider) return fallback(message, conversation, null);
  const { g, grounded, c, index } = await prepare(message, conversation);
  const signal = AbortSignal.timeout(env().AI_TIMEOUT_MS);
  try {
    const text = cleanReply(
      await provider.complete(aiMessages(g, message, conversation, c), { signal, maxTokens: CHAT_TOKENS, temperature: CHAT_TEMPERATURE }),
    );
    if (!text) throw new AiUnavailable("the AI answered without any text");
    const problem = replyProblem(text, allSources(g), c, index);
    if (problem) throw new AiUnavailable(problem);
    return { ok: true, reply: text, provider: provider.name, sources: groundingSources(g, text) };
  } catch (err) {
    return fallback(message, conversation, provider, err instanceof AiUnavailable ? err.reason : getErrorMessage(err), grounded);
  }
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The streamed answer: a comment at once (the browser's time-out counts to the first byte), then
 * `meta`, `delta`s and `done` (src/shared/chat/types.ts). The AI gets AI_TIMEOUT_MS for its first
 * words; if it fails before them, the built-in reply streams instead, labelled.
 */
export function streamChat(message: string, conversation: ChatTurn[], provider = configuredProvider()): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (chunk: string) => controller.enqueue(encoder.encode(chunk));
      const sendAnswer = (answer: ChatAnswer) => {
        send(sse("meta", { provider: answer.provider, sources: answer.sources }));
        // The built-in reply is ready at once; it is sent line by line like a model's words.
        for (const line of answer.reply.split(/(?<=\n)/)) send(sse("delta", { text: line }));
        send(sse("done", answer));
      };
      send(": stream open\n\n");
      try {
        if (!provider) return sendAnswer(await fallback(message, conversation, null));
        const { g, grounded, c, index } = await prepare(message, conversation);
        const aborter = new AbortController();
        let timer = setTimeout(() => aborter.abort(), env().AI_TIMEOUT_MS);
        // The model's words are held until the whole reply has been checked (replyProblem): a reply
        // that links outside its sources or names a dish breaking the request is never shown.
        const pieces: string[] = [];
        let started = false;
        let cutOff = false;
        try {
          for await (const piece of provider.stream(aiMessages(g, message, conversation, c), {
            signal: aborter.signal,
            maxTokens: CHAT_TOKENS,
            temperature: CHAT_TEMPERATURE,
          })) {
            if (!started && piece.trim()) {
              started = true;
              clearTimeout(timer);
              timer = setTimeout(() => aborter.abort(), STREAM_MAX_MS);
            }
            pieces.push(piece);
          }
          if (!started) throw new AiUnavailable("the AI answered without any text");
        } catch (err) {
          const reason = err instanceof AiUnavailable ? err.reason : getErrorMessage(err);
          if (!started) return sendAnswer(await fallback(message, conversation, provider, reason, grounded));
          console.warn(`[chat] ${provider.name} stopped mid-answer (${reason})`);
          cutOff = true;
        } finally {
          clearTimeout(timer);
        }
        const problem = replyProblem(cleanReply(pieces.join("")), allSources(g), c, index);
        if (problem) return sendAnswer(await fallback(message, conversation, provider, problem, grounded));
        if (cutOff) pieces.push("\n\n(The answer was cut off. Please ask again for the rest.)");
        const firstWords = pieces.findIndex((p) => p.trim());
        send(sse("meta", { provider: provider.name, sources: [] as ChatSource[] }));
        for (const piece of pieces.slice(firstWords)) send(sse("delta", { text: piece }));
        const reply = cleanReply(pieces.join(""));
        send(sse("done", { ok: true, reply, provider: provider.name, sources: groundingSources(g, reply) } satisfies ChatAnswer));
      } catch (err) {
        console.error("[chat] stream failed:", err);
        send(sse("error", { error: "Something went wrong on our side. Please try again." }));
      } finally {
        controller.close();
      }
    },
  });
}

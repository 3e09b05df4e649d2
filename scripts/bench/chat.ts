// The built-in assistant's reply time (issue 12: target p95 <= 50 ms on the server). Two figures:
// (1) the server's work for one reply (grounding + composing, in process, warm), over representative
// questions; (2) POST /api/chat round trips on the local production-like server (rate limit included;
// 25 requests, under the 30-a-minute limit).
import { localPort, serverNodeArgs } from "../lib/local-server.ts";
import { spawn } from "node:child_process";
import { answerChat } from "../../src/server/chat/service.ts";

const PORT = localPort(8958);
const QUESTIONS = [
  "Quick dinner",
  "Healthy lunch",
  "Paneer recipe",
  "Meal plan",
  "What can I cook with chickpeas?",
  "How do I make biryani?",
  "vegan dinner ideas",
  "gluten free breakfast",
  "something I can make in 15 minutes",
  "What can I use instead of buttermilk?",
  "At what temperature is chicken cooked?",
  "How much water for basmati rice?",
  "What is tadka?",
  "Give me a vegetarian meal plan for the week",
  "how to ferment dosa batter in winter",
  "masala dosa",
  "spaghetti carbonara",
  "keto dinner",
  "Who won the football World Cup in 2018?",
  "coconut milk recipes",
];
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const summary = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return `n ${s.length}  p50 ${pct(s, 50).toFixed(2)} ms  p95 ${pct(s, 95).toFixed(2)} ms  max ${s.at(-1)!.toFixed(2)} ms`;
};

async function inProcess() {
  const cold = performance.now();
  await answerChat("paneer", [], null);
  const coldMs = performance.now() - cold;
  const times: number[] = [];
  for (let round = 0; round < 25; round++) {
    for (const q of QUESTIONS) {
      const t = performance.now();
      await answerChat(q, [], null);
      times.push(performance.now() - t);
    }
  }
  console.log(`  first reply (index build, cold): ${coldMs.toFixed(0)} ms`);
  console.log(`  built-in reply, server work:     ${summary(times)}  (target p95 <= 50 ms)`);
}

async function overHttp() {
  const child = spawn(process.execPath, serverNodeArgs(["--ephemeral", "--port", String(PORT)]), {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, HF_TOKEN: "", AI_BASE_URL: "" },
  });
  const base = `http://localhost:${PORT}`;
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).status < 500) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) throw new Error("the local server did not start");
      await new Promise((r) => setTimeout(r, 500));
    }
    const times: number[] = [];
    for (let i = 0; i < 25; i++) {
      const t = performance.now();
      const res = await fetch(`${base}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: QUESTIONS[i % QUESTIONS.length], conversation: [] }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`POST /api/chat answered ${res.status}`);
      if (i > 0) times.push(performance.now() - t); // the first request builds the index
    }
    console.log(`  POST /api/chat round trip:       ${summary(times)}  (local server, PGlite rate-limit counter)`);
  } finally {
    child.kill();
  }
}

export async function benchChat() {
  console.log("\n== chat: built-in assistant ==");
  await inProcess();
  await overHttp();
}

if (import.meta.url === `file://${process.argv[1]}`) await benchChat();

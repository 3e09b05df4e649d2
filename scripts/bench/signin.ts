// How long one sign-in takes on this machine (bcrypt cost 12, docs/architecture.md#api-contract): the password hash alone, and
// POST /api/auth/signin end to end through the local server.
import { startLocalServer } from "../lib/local-server.ts";
import { hashPassword, verifyPassword, BCRYPT_COST } from "../../src/server/auth/passwords.ts";

const PORT = 8951;

export async function benchSignin() {
  console.log(`\n## Sign-in time (bcrypt cost ${BCRYPT_COST})`);
  const hash = await hashPassword("a kitchen secret 42");
  const compares: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await verifyPassword("a kitchen secret 42", hash);
    compares.push(performance.now() - t);
  }
  compares.sort((a, b) => a - b);
  console.log(`bcrypt compare: median ${compares[2]!.toFixed(0)} ms (min ${compares[0]!.toFixed(0)}, max ${compares[4]!.toFixed(0)}) over 5`);

  const server = await startLocalServer({ port: PORT });
  const base = server.base;
  try {
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const user = { name: "Bench Cook", email: `bench-${Date.now()}@example.com`, username: `bench${Date.now()}`, password: "a kitchen secret 42" };
    const signup = (await (await post("/api/auth/signup", user)).json()) as { user: { id: string } };
    const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(user.email)}`)).json()) as { messages: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.text ?? "")?.[1];
    await post("/api/auth/verify-email", { userId: signup.user.id, code });
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      const res = await post("/api/auth/signin", { emailOrUsername: user.email, password: user.password });
      if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`POST /api/auth/signin: median ${times[2]!.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times[4]!.toFixed(0)}) over 5`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSignin();

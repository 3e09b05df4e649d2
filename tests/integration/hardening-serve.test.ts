// The local server's own answers (scripts/serve.ts; issue 23 items 8, 9, 11): what reaches it over a
// raw socket, where a client can write any request line. Needs a build (npm test builds first).
import net from "node:net";
import { readFile, stat } from "node:fs/promises";
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localPort, startLocalServer, type LocalServer, serverNodeArgs } from "../../scripts/lib/local-server.ts";
import { CONTENT_SECURITY_POLICY, inlineScriptHashes } from "../../src/server/http/security-headers.ts";

let server: LocalServer;
let port: number;
beforeAll(async () => {
  port = localPort(3370);
  // No ADMIN_PASSWORD: the server makes one for the run (checked below).
  server = await startLocalServer({ port: 3370, env: { ADMIN_PASSWORD: "" } });
}, 240_000);
afterAll(async () => server?.stop());

/** Sends one raw HTTP/1.1 request; answers the status line, headers and body as text. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // write, not end: a half-closed socket makes Node drop an answer that is still being computed;
    // "Connection: close" in each request makes the server close it after answering.
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let data = "";
    socket.on("data", (d) => (data += d));
    socket.on("end", () => resolve(data));
    socket.on("error", reject);
  });
}
const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

describe("the local server", () => {
  it("builds confirmation links from its own address, never from an absolute request line (item 8)", async () => {
    const email = `abs${Date.now()}@example.com`;
    const body = JSON.stringify({ name: "Abs", email, categories: ["food"] });
    const answer = await raw(
      `POST http://evil.example/api/newsletter/subscribe HTTP/1.1\r\nHost: evil.example\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(status(answer), answer).toBe(200);
    const outbox = (await (await fetch(`${server.base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { text: string }[] };
    expect(outbox.messages[0]!.text).toContain(`http://localhost:${port}/newsletters?confirm=`);
    expect(outbox.messages[0]!.text).not.toContain("evil.example");
  });

  it("keeps the admin password it makes out of its log: the log names a file only its owner can read", async () => {
    const file = /\[admin\] \/admin\/newsletter password for this run is in (\S+) \(/.exec(server.output())?.[1];
    expect(file, server.output()).toBeTruthy();
    expect((await stat(file!)).mode & 0o777).toBe(0o600);
    const password = (await readFile(file!, "utf8")).trim();
    expect(password).toMatch(/^[\w-]{16,}$/);
    expect(server.output()).not.toContain(password);
    const headers = (password: string) => ({ authorization: `Bearer ${password}` });
    expect((await fetch(`${server.base}/api/newsletter/subscribers`, { headers: headers(password) })).status).toBe(200);
    expect((await fetch(`${server.base}/api/newsletter/subscribers`, { headers: headers(`${password}x`) })).status).toBe(401);
  });

  it("answers TRACK, which Node's HTTP parser does not know, with its 400", async () => {
    expect(status(await raw("TRACK / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"))).toBe(400);
  });

  it.each(["TRACE"])("answers %s with 405 and the full header set (item 11)", async (method) => {
    const answer = await raw(`${method} / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(status(answer)).toBe(405);
    // Header names are case-insensitive (the server writes them capitalised).
    expect(answer.toLowerCase()).toContain(`content-security-policy: ${CONTENT_SECURITY_POLICY}`.toLowerCase());
    expect(answer.toLowerCase()).toContain("x-frame-options: sameorigin");
  });

  it.each(["PUT", "DELETE", "PATCH", "OPTIONS", "POST"])("answers %s on a page with 405 (item 11)", async (method) => {
    const res = await fetch(`${server.base}/about`, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });

  it.each(["/%ZZ", "/%E0%A4", "/%C0%80", "/%ED%A0%80", "/%"])("answers the undecodable path %s with 400 (item 11)", async (path) => {
    const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(status(answer)).toBe(400);
    expect(answer.toLowerCase()).toContain("x-content-type-options: nosniff");
  });

  it("puts the full header set on pages, API answers and errors alike (item 11)", async () => {
    for (const path of ["/", "/api/health", "/api/nothing-here", "/no-such-page"]) {
      const res = await fetch(`${server.base}${path}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      if (path.startsWith("/api/")) expect(csp, path).toBe(CONTENT_SECURITY_POLICY);
      else {
        // A page's policy allows its own inline scripts by hash, never every inline script (ADR 0024).
        const hashes = inlineScriptHashes(await res.text());
        expect(hashes.length, path).toBeGreaterThan(0);
        for (const hash of hashes) expect(csp, path).toContain(hash);
        expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      }
      expect(res.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(res.headers.get("permissions-policy"), path).toContain("camera=()");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("refuses --dev-outbox when listening beyond loopback (item 9)", async () => {
    const child = spawn(process.execPath, serverNodeArgs(["--ephemeral", "--dev-outbox", "--port", String(localPort(3371))]), {
      env: { ...process.env, HOST: "0.0.0.0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("--dev-outbox");
  }, 60_000);

  // Last: it stops the server the tests above share.
  it("removes the password file it made when it stops", async () => {
    const file = /\[admin\] \/admin\/newsletter password for this run is in (\S+) \(/.exec(server.output())?.[1];
    await stat(file!);
    await server.stop();
    await expect(stat(file!)).rejects.toThrow(/ENOENT/);
  });
});

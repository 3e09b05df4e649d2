import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CHUNK_LOADER, dataBlocksForChunks } from "./csp.ts";
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, inlineScriptHashes } from "../../src/server/http/security-headers.ts";

const chunk = (data: string) => `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data)});</script>`;

describe("the build's CSP (docs/decisions/0024-csp-script-hashes.md)", () => {
  it("moves each page's loader data out of its script: two pages then share one script hash", () => {
    const a = dataBlocksForChunks(`<body>${chunk('[{"a":1},"x"]\n')}</body>`);
    const b = dataBlocksForChunks(`<body>${chunk('[{"b":2},"y \\u003c/script>"]')}</body>`);
    expect(a).toBe(`<body><script type="application/json">${JSON.stringify('[{"a":1},"x"]\n')}</script>${CHUNK_LOADER}</body>`);
    expect(inlineScriptHashes(a)).toEqual(inlineScriptHashes(b));
    expect(inlineScriptHashes(a)).toHaveLength(1);
  });
  it("hashes the scripts a browser runs, not JSON-LD, data blocks or scripts loaded by address", () => {
    const html =
      '<script>alert(1)</script><script type="module">go()</script><script type="application/ld+json">{}</script>' +
      '<script type="application/json">"x"</script><script src="/a.js"></script><script>alert(1)</script>';
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha("alert(1)"), sha("go()")]); // each once
  });
  it("allows scripts by address and hash only, with Google sign-in's address kept", () => {
    const policy = contentSecurityPolicy(["'sha256-abc='"]);
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1]!;
    expect(scriptSrc).toBe("'self' 'sha256-abc=' https://accounts.google.com/gsi/client");
    expect(/script-src ([^;]+)/.exec(CONTENT_SECURITY_POLICY)![1]).toBe("'self' https://accounts.google.com/gsi/client");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
  it("refuses a data chunk that is not a JSON string rather than writing a page that cannot hydrate", () => {
    expect(() => dataBlocksForChunks(`<script>window.__reactRouterContext.streamController.enqueue("\\x41");</script>`)).toThrow(/not a JSON string/);
  });
});

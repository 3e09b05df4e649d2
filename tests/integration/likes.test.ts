import { describe, expect, it } from "vitest";
import { postJson, setUpTestSite } from "../support/netlify.ts";
import { count, signedInUser, withCookie } from "./auth-flows.ts";

const site = setUpTestSite();

const anon1 = "anon_aaaaaaaaaaaaaaaa1";
const anon2 = "anon_bbbbbbbbbbbbbbbb2";
const like = (body: unknown, cookie?: string) => site.fetch("/api/likes", postJson(body, cookie ? { cookie } : {}));

describe("likes", () => {
  it("counts one like per anonymous browser and per user, on the server", async () => {
    expect(await (await site.fetch(`/api/likes?type=recipe&id=12&anonId=${anon1}`)).json()).toEqual({ type: "recipe", id: "12", count: 0, liked: false });
    expect(await (await like({ type: "recipe", id: 12, liked: true, anonId: anon1 })).json()).toEqual({ type: "recipe", id: "12", count: 1, liked: true });
    expect((await (await like({ type: "recipe", id: "12", liked: true, anonId: anon1 })).json()).count).toBe(1); // same browser again
    expect(await (await like({ type: "recipe", id: 12, liked: true, anonId: anon2 })).json()).toMatchObject({ count: 2, liked: true });
    const user = await signedInUser(site);
    expect(await (await like({ type: "recipe", id: 12, liked: true }, user.cookie)).json()).toMatchObject({ count: 3, liked: true });
    expect(await (await site.fetch("/api/likes?type=recipe&id=12", withCookie(user.cookie))).json()).toMatchObject({ count: 3, liked: true });
    expect(await (await site.fetch(`/api/likes?type=recipe&id=12&anonId=${anon2}`)).json()).toMatchObject({ count: 3, liked: true });
    expect(await (await site.fetch("/api/likes?type=recipe&id=12")).json()).toMatchObject({ count: 3, liked: false });
    expect(await (await like({ type: "recipe", id: 12, liked: false, anonId: anon1 })).json()).toMatchObject({ count: 2, liked: false });
    expect(await (await like({ type: "recipe", id: 12, liked: false, anonId: anon1 })).json()).toMatchObject({ count: 2, liked: false }); // floor: unliking twice
    expect(await (await site.fetch("/api/likes?type=article&id=12")).json()).toMatchObject({ count: 0 }); // per type
  });

  it.each([
    ["no anonId and no session", { type: "recipe", id: 1, liked: true }],
    ["an unknown type", { type: "video", id: 1, liked: true, anonId: anon1 }],
    ["liked as a string", { type: "recipe", id: 1, liked: "yes", anonId: anon1 }],
    ["a bad recipe id", { type: "recipe", id: "1; drop table", liked: true, anonId: anon1 }],
    ["a short anonId", { type: "recipe", id: 1, liked: true, anonId: "x" }],
  ])("refuses %s with 400 and changes nothing", async (_label, body) => {
    const before = await count(site, "item_likes");
    const res = await like(body);
    expect(res.status).toBe(400);
    expect(typeof (await res.json()).error).toBe("string");
    expect(await count(site, "item_likes")).toBe(before);
  });

  it("refuses a bad query and malformed JSON", async () => {
    expect((await site.fetch("/api/likes?type=recipe")).status).toBe(400);
    expect((await like("{nope")).status).toBe(400);
  });
});

import { describe, expect, it } from "vitest";
import { nextCards, SHOWN } from "./question-cards.tsx";
import type { QuestionCard } from "../../../shared/questions/types.ts";

const cards = Array.from({ length: 20 }, (_, i) => ({ slug: `q-${i}`, question: `Question ${i}?` }) as QuestionCard);

describe("nextCards ('Get New Questions')", () => {
  it("deals six cards not seen in this round, until every card has been shown", () => {
    let deal = { shown: cards.slice(0, SHOWN), seen: new Set(cards.slice(0, SHOWN).map((c) => c.slug)) };
    const dealt = [...deal.seen];
    for (let i = 0; i < 2; i++) {
      deal = nextCards(cards, deal.shown, deal.seen);
      expect(deal.shown).toHaveLength(SHOWN);
      for (const c of deal.shown) expect(dealt).not.toContain(c.slug);
      dealt.push(...deal.shown.map((c) => c.slug));
    }
    expect(new Set(dealt).size).toBe(18);
    // Two cards are left: both come, with four earlier ones that are not on screen now.
    const before = deal.shown.map((c) => c.slug);
    deal = nextCards(cards, deal.shown, deal.seen);
    const now = deal.shown.map((c) => c.slug);
    expect(now).toHaveLength(SHOWN);
    const left = cards.map((c) => c.slug).filter((slug) => !dealt.includes(slug));
    expect(left).toHaveLength(2);
    expect(now).toEqual(expect.arrayContaining(left));
    for (const slug of now) expect(before).not.toContain(slug);
    expect(new Set(now).size).toBe(SHOWN);
    // A new round starts from these six.
    expect([...deal.seen].sort()).toEqual([...now].sort());
  });

  it("never repeats a card that is on screen, whatever the random draw", () => {
    const zero = () => 0;
    let deal = { shown: cards.slice(0, SHOWN), seen: new Set(cards.slice(0, SHOWN).map((c) => c.slug)) };
    for (let i = 0; i < 10; i++) {
      const before = new Set(deal.shown.map((c) => c.slug));
      deal = nextCards(cards, deal.shown, deal.seen, SHOWN, zero);
      expect(deal.shown).toHaveLength(SHOWN);
      for (const c of deal.shown) expect(before.has(c.slug)).toBe(false);
    }
  });
});

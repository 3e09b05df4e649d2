import { describe, expect, it } from "vitest";
import { subscribersCsv } from "./csv.ts";

describe("subscribersCsv", () => {
  it("writes a header and one quoted row per subscriber, with category labels", () => {
    const csv = subscribersCsv([
      { id: "1", name: 'Asha "Chef" Rao', email: "a@example.com", categories: ["food", "global"], subscribedAt: "2026-11-24T06:00:00.000Z" },
    ]);
    expect(csv).toBe(
      'id,name,email,categories,subscribedAt\r\n1,"Asha ""Chef"" Rao",a@example.com,Food Related News; Global News,2026-11-24T06:00:00.000Z\r\n',
    );
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    const csv = subscribersCsv([{ id: "2", name: '=HYPERLINK("x")', email: "+1@example.com", categories: [], subscribedAt: "t" }]);
    expect(csv.split("\r\n")[1]).toBe(`2,"'=HYPERLINK(""x"")",'+1@example.com,,t`);
  });
});

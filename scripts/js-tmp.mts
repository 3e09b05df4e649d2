import { chromium } from "playwright-core";
import { gzipSync } from "node:zlib";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
for (const path of (process.env.PAGES ?? "/").split(",")) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true });
  const scripts: { url: string; gz: number }[] = [];
  page.on("response", async (r) => { if (r.request().resourceType() === "script") { try { const b = await r.body(); scripts.push({ url: r.url().replace(/^.*\/assets\//, ""), gz: gzipSync(b, { level: 9 }).length }); } catch {} } });
  await page.goto(`http://localhost:8987${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(3000);
  scripts.sort((a, b) => b.gz - a.gz);
  console.log(path, "total", (scripts.reduce((a, s) => a + s.gz, 0) / 1024).toFixed(1), "KB gz,", scripts.length, "scripts");
  for (const s of scripts.slice(0, 12)) console.log(`   ${(s.gz / 1024).toFixed(1)} ${s.url}`);
  await page.close();
}
await browser.close();

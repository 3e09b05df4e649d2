import { chromium } from "playwright-core";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });
const paths = (process.env.PAGES ?? "/question/how-to-cook-basmati-rice").split(",");
for (const mobile of [true, false]) {
  const ctx = await browser.newContext(mobile ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: { width: 1280, height: 900 } });
  for (const path of paths) {
    const page = await ctx.newPage();
    await page.addInitScript(`window.__shifts = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) { if (e.hadRecentInput) continue; window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources || []).map((s) => { const n = s.node; const d = n && n.nodeType === 1 ? n.tagName + (n.id ? '#' + n.id : '') + (n.className && typeof n.className === 'string' ? '.' + n.className.split(' ').slice(0,2).join('.') : '') : (n ? n.nodeName + ':' + (n.textContent||'').slice(0,30) : '?'); return d + ' ' + JSON.stringify([s.previousRect.y, s.currentRect.y, s.previousRect.height, s.currentRect.height]); }) }); } }).observe({ type: 'layout-shift', buffered: true });`);
    await page.goto(`http://localhost:8987${path}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(1500);
    const shifts = (await page.evaluate("window.__shifts")) as { value: number; t: number; sources: string[] }[];
    const total = shifts.reduce((a, s) => a + s.value, 0);
    console.log(`${mobile ? "phone" : "desktop"} ${path} CLS ${total.toFixed(3)}`);
    for (const s of shifts) console.log(`   ${s.value.toFixed(3)} at ${s.t} ms: ${s.sources.join(" | ")}`);
    await page.close();
  }
  await ctx.close();
}
await browser.close();

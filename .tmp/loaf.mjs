import { chromium } from '@playwright/test';
const url = process.argv[2]; const css = process.argv[3];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(url);
await page.locator('[data-fase=listo]').waitFor({ timeout: 300000 });
await page.waitForTimeout(3000);
console.log(await page.getByTestId('cantidad-filas').textContent());
if (css) await page.addStyleTag({ content: css });
await page.evaluate(() => {
  window.loafs = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.loafs.push({ d: e.duration, block: e.blockingDuration, style: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0, scripts: e.scripts.map((s) => ({ d: s.duration, inv: s.invoker, src: (s.sourceURL||'').split('/').pop(), fn: s.sourceFunctionName, forced: s.forcedStyleAndLayoutDuration })) }))).observe({ type: 'long-animation-frame' });
});
const box = await page.getByTestId('tabla-eventos').boundingBox();
await page.mouse.move(box.x + 300, box.y + 300);
for (let i = 0; i < 60; i++) { await page.mouse.wheel(0, 480); await page.waitForTimeout(16); }
for (const f of [0.5, 1, 0.25, 0]) { await page.getByTestId('tabla-eventos').evaluate((el, f) => el.scrollTo({ top: (el.scrollHeight - el.clientHeight) * f }), f); await page.waitForTimeout(300); }
const loafs = await page.evaluate(() => window.loafs);
loafs.sort((a, b) => b.d - a.d);
console.log(JSON.stringify(loafs.slice(0, 3).map(l => [Math.round(l.d), Math.round(l.style), l.scripts.map(s => Math.round(s.d))])));
console.log('sum', Math.round(loafs.reduce((a, l) => a + l.d, 0)), 'styleSum', Math.round(loafs.reduce((a, l) => a + l.style, 0)));
console.log('count>50', loafs.filter(l => l.d > 50).length);
await browser.close();

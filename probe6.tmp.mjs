import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'], headless: true });
for (const p of process.argv.slice(2)) {
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:4173' + p, { waitUntil: 'networkidle' });
await page.waitForTimeout(2500);
const r = await page.evaluate(() => performance.getEntriesByType('resource').filter(e => e.name.endsWith('.js')).map(e => new URL(e.name).pathname.replace('/assets/','') + '@' + Math.round(e.startTime)));
const islands = await page.evaluate(() => [...document.querySelectorAll('fw-island')].map(e => e.dataset.island.split('/').pop() + ':' + (e.dataset.islandState ?? '-')).join(' '));
console.log(p, r.join(' '), '|', islands);
await ctx.close();
}
await browser.close();

import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const width of [375, 1280]) {
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.on('console', (m) => { if (m.type() !== 'info' && m.type() !== 'log') console.log(width, 'console', m.type(), m.text()); });
for (const p of process.argv.slice(2)) {
await page.goto('http://127.0.0.1:4173' + p, { waitUntil: 'networkidle' });
await page.evaluate(readFileSync('node_modules/axe-core/axe.min.js', 'utf8'));
const r = await page.evaluate(async () => (await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })).violations.map(v => v.id + ': ' + v.nodes.map(n => n.html.slice(0, 160) + ' :: ' + n.failureSummary).join('\n')));
if (r.length) console.log(width, p, r.join('\n\n'));
}
}
await browser.close();

import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createStaticServer } from './src/engine/staticServer.ts';
import { launchChromium } from './tests/browser/chromium.ts';
const server = createStaticServer(path.resolve('dist'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('requestfailed', (r) => console.log('failed', r.url()));
  await page.goto(`http://127.0.0.1:${port}/privacy`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(4000);
  console.log(await page.evaluate(() => [...document.querySelectorAll('fw-island')].map((e) => `${e.getAttribute('data-island')}=${e.getAttribute('data-island-state')}`).join('\n')));
} finally {
  await browser.close();
  server.close();
}

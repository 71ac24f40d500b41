import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createStaticServer } from './src/engine/staticServer.ts';
import { launchChromium } from './tests/browser/chromium.ts';

const server = createStaticServer(path.resolve('dist'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}`;
const browser = await launchChromium();
const out = '/tmp/dmob-states';
try {
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  let page = await phone.newPage();
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.locator('button[aria-controls$="-mobile"]').click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/menu-375.png` });
  await page.locator('button[aria-controls$="-mobile"]').click();
  await page.waitForTimeout(1800);
  await page.getByRole('button', { name: 'Customize' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/cookie-375.png` });
  await page.getByRole('button', { name: 'Accept All' }).click();
  await page.getByRole('button', { name: /Choose a language/ }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/lang-375.png` });
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.scrollTo(0, 1400));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/sticky-375.png` });
  const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await wide.newPage();
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Products' }).hover();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/hover-1280.png` });
  await page.getByRole('button', { name: 'Customize' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/cookie-1280.png` });
  await page.getByRole('button', { name: 'Accept All' }).click();
  await page.getByRole('button', { name: /Choose a language/ }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/lang-1280.png` });
} finally {
  await browser.close();
  server.close();
}

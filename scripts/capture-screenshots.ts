import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadContent } from '../src/engine/content/session/contentSet.ts';
import { createStaticServer } from '../src/engine/hosting/staticServer.ts';
import { launchChromium } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.env.SCREENSHOT_DIR ?? path.join(root, 'artifacts/screenshots'));
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
const only = process.argv.slice(2);

mkdirSync(outDir, { recursive: true });
const server = createStaticServer(path.resolve(process.env.FERNWISE_DIST ?? path.join(root, 'dist')));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const pagesDir = process.env.FERNWISE_PAGES_DIR ? path.resolve(process.env.FERNWISE_PAGES_DIR) : undefined;
const NOT_FOUND_URL = '/this-page-does-not-exist';
// The build leaves developer pages out (`devOnly`), so the built site has none to capture.
const paths = loadContent({ root, pagesDir })
  .pages.filter(({ page }) => page.devOnly !== true)
  .map(({ page }) => (page.path === '*' ? NOT_FOUND_URL : page.path))
  .filter((route) => only.length === 0 || only.includes(route));

/**
 * The file for a route at a width: named after the route (home for /, not-found for the not-found page) and the
 * width in four digits, so a folder listing sorts by route, then from the narrowest screen to the widest.
 */
function fileName(route: string, width: number): string {
  const name = route === '/' ? 'home' : route === NOT_FOUND_URL ? 'not-found' : route.slice(1).replace(/\//g, '_');
  return `${name}-${String(width).padStart(4, '0')}.png`;
}

const browser = await launchChromium();
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        console.log(`  [${width}px] console ${message.type()}: ${message.text()}`);
    });
    for (const route of paths) {
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      // A full-page capture keeps the viewport's size, so what the browser leaves until it nears the viewport
      // would come out blank: blocks it skips (content-visibility: auto) and lazy images. A visitor sees each drawn
      // as it scrolls in. Set through the CSSOM, which the site's Content Security Policy allows.
      await page.evaluate(async () => {
        for (const element of document.querySelectorAll<HTMLElement>('*')) {
          if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
        }
        const images = [...document.images];
        for (const image of images) image.loading = 'eager';
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      });
      const file = path.join(outDir, fileName(route, width));
      await page.screenshot({ path: file, fullPage: true });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      console.log(`${file}${overflow > 0 ? `  (overflows by ${overflow}px)` : ''}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

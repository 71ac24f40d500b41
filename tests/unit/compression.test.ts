import { mkdirSync, mkdtempSync, readdirSync, readFileSync as readFile, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nginxIncludeBeside, writeHostingFiles } from '../../src/engine/hosting/hostingFiles';
import { CompressionCache, copiesKey, negotiateEncoding, precompressBuild } from '../../src/engine/shared/precompress';
import { createStaticServer } from '../../src/engine/hosting/staticServer';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'fernwise-compress-'));
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(nginxIncludeBeside(dist), { force: true });
});

const PAGE = `<!doctype html><html lang="en"><body>${'<p>Fernwise pays 3.80% APY on savings.</p>'.repeat(100)}</body></html>`;
const SCRIPT = `export const rates = ${JSON.stringify(Array.from({ length: 600 }, (_, index) => index))};`;

function writeSite(files: Record<string, string | Buffer>): void {
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), body);
  }
}

describe('precompressing a build', () => {
  it('writes a Brotli and a gzip copy of each text file that decompress to the original', async () => {
    writeSite({ 'index.html': PAGE, 'about/index.html': PAGE, 'assets/index-abc123.js': SCRIPT });
    await expect(precompressBuild(dist)).resolves.toBe(3);
    for (const file of ['index.html', 'about/index.html', 'assets/index-abc123.js']) {
      const original = path.join(dist, file);
      expect(brotliDecompressSync(readFile(`${original}.br`)).toString()).toBe(readFile(original).toString());
      expect(gunzipSync(readFile(`${original}.gz`)).toString()).toBe(readFile(original).toString());
      expect(readFile(`${original}.br`).length).toBeLessThan(readFile(original).length / 5);
    }
  });

  it('leaves alone small files, images that are compressed already, and hosting configuration', async () => {
    writeSite({
      'robots.txt': 'User-agent: *\n',
      'images/photo.png': Buffer.alloc(4096, 7),
      _headers: `/*\n  X-Frame-Options: DENY\n${'#'.repeat(2048)}`,
      '_nginx/site.conf': '#'.repeat(2048),
    });
    await expect(precompressBuild(dist)).resolves.toBe(0);
    expect(readdirSync(dist, { recursive: true }).filter((file) => /\.(br|gz)$/.test(String(file)))).toEqual([]);
  });
});

describe('the compression cache', () => {
  it('takes the copies of a file whose content it has seen from the cache, and compresses a changed file anew', async () => {
    const cache = new CompressionCache(path.join(dist, '.cache'));
    const site = path.join(dist, 'site');
    const cacheFiles = () =>
      readdirSync(cache.dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
    mkdirSync(path.join(site, 'about'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), PAGE);
    writeFileSync(path.join(site, 'about/index.html'), PAGE.replace('3.80%', '3.90%'));
    await precompressBuild(site, { cache });
    // One entry a file: its Brotli and gzip copies together.
    expect(cacheFiles()).toBe(2);
    const homeKey = copiesKey(Buffer.from(PAGE), false);
    expect(cache.get(homeKey)?.br).toEqual(readFile(path.join(site, 'index.html.br')));
    expect(cache.get(homeKey)?.gz).toEqual(readFile(path.join(site, 'index.html.gz')));

    // A later build: the home page unchanged, the about page edited. Marking the cached Brotli copy of the home
    // page shows it is taken from the cache rather than compressed again.
    const marked = brotliCompressSync(Buffer.from('from the cache'));
    cache.put(homeKey, { br: marked, gz: readFile(path.join(site, 'index.html.gz')) });
    writeFileSync(path.join(site, 'about/index.html'), PAGE.replace('3.80%', '4.00%'));
    await precompressBuild(site, { cache });
    expect(readFile(path.join(site, 'index.html.br'))).toEqual(marked);
    expect(gunzipSync(readFile(path.join(site, 'about/index.html.gz'))).toString()).toContain('4.00%');
    expect(brotliDecompressSync(readFile(path.join(site, 'about/index.html.br'))).toString()).toContain('4.00%');
    expect(cacheFiles()).toBe(3);

    // A damaged entry is a miss: the file is compressed again, and the entry written anew.
    writeFileSync(path.join(cache.dir, homeKey.slice(0, 2), homeKey), Buffer.from([0, 0, 9]));
    expect(cache.get(homeKey)).toBeUndefined();
    await precompressBuild(site, { cache });
    expect(brotliDecompressSync(readFile(path.join(site, 'index.html.br'))).toString()).toBe(PAGE);

    // Entries no build used since a moment go when the cache is pruned.
    expect(cache.prune(Date.now() + 1000)).toBe(3);
    expect(cacheFiles()).toBe(0);
  });
});

describe('choosing an encoding from Accept-Encoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5, gzip;q=1', 'br'],
    ['gzip;q=0, br;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('npm start sending the compressed copies', () => {
  it('sends Brotli or gzip when accepted, the original otherwise, and varies on Accept-Encoding', async () => {
    writeSite({ 'index.html': PAGE, '404.html': PAGE, 'assets/index-abc123.js': SCRIPT, 'favicon.png': 'png' });
    await precompressBuild(dist);
    writeHostingFiles({
      outDir: dist,
      nginxIncludeFile: nginxIncludeBeside(dist),
      widgetScriptUrl: undefined,
      redirects: [],
    });
    const server = createStaticServer(dist);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (urlPath: string, acceptEncoding?: string) =>
      fetch(`http://127.0.0.1:${port}${urlPath}`, {
        headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
      });
    try {
      const seen = [];
      for (const [urlPath, accept] of [
        ['/', 'gzip, deflate, br'],
        ['/', 'gzip'],
        ['/', 'identity'],
        ['/assets/index-abc123.js', 'br'],
        ['/no-such-page', 'br'],
        ['/favicon.png', 'br'],
      ] as const) {
        const response = await get(urlPath, accept);
        const body = await response.text();
        seen.push([
          urlPath,
          accept,
          response.status,
          response.headers.get('content-type'),
          response.headers.get('content-encoding'),
          response.headers.get('vary'),
          body === (urlPath.endsWith('.js') ? SCRIPT : urlPath.endsWith('.png') ? 'png' : PAGE),
        ]);
      }
      expect(seen).toEqual([
        ['/', 'gzip, deflate, br', 200, 'text/html; charset=utf-8', 'br', 'Accept-Encoding', true],
        ['/', 'gzip', 200, 'text/html; charset=utf-8', 'gzip', 'Accept-Encoding', true],
        ['/', 'identity', 200, 'text/html; charset=utf-8', null, 'Accept-Encoding', true],
        ['/assets/index-abc123.js', 'br', 200, 'text/javascript; charset=utf-8', 'br', 'Accept-Encoding', true],
        ['/no-such-page', 'br', 404, 'text/html; charset=utf-8', 'br', 'Accept-Encoding', true],
        ['/favicon.png', 'br', 200, 'image/png', null, null, true],
      ]);
    } finally {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    }
  });
});

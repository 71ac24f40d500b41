// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inShard, parseShard, SHARD_MANIFEST, shardOf, type ShardManifest } from '../../src/engine/build/shards';
import { PROJECT_ROOT } from '../support/paths';
import { FIXTURE_SITE } from '../support/validateFixture';

describe('choosing a shard', () => {
  it('reads i/n and refuses anything else', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    for (const wrong of ['0/2', '3/2', '1/0', '1', 'a/b', '1/2/3']) expect(() => parseShard(wrong)).toThrow('i/n');
  });

  it('puts every page in exactly one shard, the same one on every run, whatever other pages there are', () => {
    const paths = Array.from({ length: 500 }, (_, index) => `/page-${index}`);
    for (const count of [1, 2, 3, 7]) {
      for (const pagePath of paths) {
        const shards = Array.from({ length: count }, (_, index) => index + 1).filter((index) =>
          inShard(pagePath, { index, count }),
        );
        expect(shards).toEqual([shardOf(pagePath, count)]);
      }
    }
    // Spread fairly: no shard of 4 holds more than a third of 500 pages.
    const sizes = [1, 2, 3, 4].map((index) => paths.filter((pagePath) => shardOf(pagePath, 4) === index).length);
    expect(Math.max(...sizes)).toBeLessThan(500 / 3);
  });
});

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('a sharded build', () => {
  let workDir: string;
  const env = () => ({
    ...process.env,
    FERNWISE_PAGES_DIR: path.join(FIXTURE_SITE, 'pages'),
    FERNWISE_CACHE_DIR: path.join(workDir, 'cache'),
  });
  /** `npm run build` with its options. */
  const build = (dist: string, ...args: string[]) =>
    spawnSync(path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'), ['scripts/build-site.ts', ...args], {
      cwd: PROJECT_ROOT,
      env: { ...env(), FERNWISE_DIST: dist },
      encoding: 'utf8',
    });

  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'fernwise-shards-'));
  });
  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  // Three builds of the small fixture site, each bundling the app: slow on a busy machine.
  it('merges two shards into exactly the files, byte for byte, of a whole build', { timeout: 900_000 }, () => {
    const whole = path.join(workDir, 'whole');
    const sharded = path.join(workDir, 'sharded');
    const single = build(whole);
    expect(single.status, single.stderr).toBe(0);
    expect(single.stdout).toMatch(/built \d+ routes into /);
    for (const shard of ['2/2', '1/2']) {
      const part = build(sharded, '--shard', shard);
      expect(part.status, part.stderr).toBe(0);
    }
    expect(readdirSync(`${sharded}.shards`).sort()).toEqual(['1-of-2', '2-of-2']);
    const merge = build(sharded, '--merge');
    expect(merge.status, merge.stderr).toBe(0);
    expect(merge.stdout).toMatch(/merged 2 shards, \d+ routes/);
    expect(existsSync(`${sharded}.shards`)).toBe(false);

    const files = filesUnder(whole);
    expect(files).toContain('index.html');
    expect(files).toContain('_headers');
    expect(filesUnder(sharded)).toEqual(files);
    const differing = files.filter(
      (file) => !readFileSync(path.join(whole, file)).equals(readFileSync(path.join(sharded, file))),
    );
    expect(differing).toEqual([]);
    // A drawing is served with its words as outlines in the brand typeface (src/engine/assets/drawingText.ts).
    expect(readFileSync(path.join(PROJECT_ROOT, 'public/images/scene-home.svg'), 'utf8')).toContain('<text');
    const drawing = readFileSync(path.join(whole, 'images/scene-home.svg'), 'utf8');
    expect(drawing).not.toContain('<text');
    expect(drawing).toMatch(/<path transform="translate\([\d.]+ [\d.]+\)scale\(/);
    // Each page links a stylesheet cut for it (src/engine/render/pageStylesheet.ts), and only those are shipped.
    const linked = new Map(
      files
        .filter((file) => file.endsWith('.html'))
        .map((file) => [
          file,
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/.exec(readFileSync(path.join(whole, file), 'utf8'))?.[1],
        ]),
    );
    expect([...linked.values()].every((href) => href !== undefined && files.includes(href))).toBe(true);
    expect(files.filter((file) => file.endsWith('.css')).sort()).toEqual([...new Set(linked.values())].sort());
    const stylesheetOf = (page: string) => readFileSync(path.join(whole, linked.get(page) ?? ''), 'utf8');
    // Mantine's Table: the rate table on /banking; /about has none.
    expect(stylesheetOf('banking.html')).toContain('.m_b23fa0ef');
    expect(stylesheetOf('about.html')).not.toContain('.m_b23fa0ef');
  });

  it('refuses to merge an incomplete set of shards and leaves them in place', { timeout: 120_000 }, () => {
    const partial = path.join(workDir, 'partial');
    const shard = path.join(`${partial}.shards`, '1-of-2');
    mkdirSync(shard, { recursive: true });
    const manifest: ShardManifest = {
      shard: { index: 1, count: 2 },
      pageFiles: [],
      scriptHashes: [],
      styleHashes: {},
      redirects: [],
    };
    writeFileSync(path.join(shard, SHARD_MANIFEST), JSON.stringify(manifest));
    const merge = build(partial, '--merge');
    expect(merge.status).not.toBe(0);
    expect(merge.stderr).toContain('the shards to merge must be 1/n to n/n, each once; found 1/2');
    expect(existsSync(path.join(shard, SHARD_MANIFEST))).toBe(true);
    expect(existsSync(partial)).toBe(false);
  });
});

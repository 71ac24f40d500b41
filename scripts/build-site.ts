import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../src/engine/build/buildSite.ts';
import { parseShard } from '../src/engine/build/shards.ts';

const USAGE = `usage: npm run build [-- --shard i/n | -- --merge]
  (no option)  build the whole site into dist/
  --shard i/n  build the i-th of n parts of the pages into dist.shards/i-of-n (for a CI job matrix)
  --merge      assemble dist.shards/* into dist/ and write the whole-site files`;

const numberFrom = (value: string | undefined): number | undefined => (value ? Number(value) : undefined);

// The site's build: it calls the engine, which runs Vite's builder for the bundles (src/engine/build/bundleSite.ts).
const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { shard: { type: 'string' }, merge: { type: 'boolean', default: false } },
    strict: true,
  });
  if (values.merge && values.shard !== undefined) throw new Error(`--merge and --shard go to separate runs\n${USAGE}`);
  const part = values.merge ? 'merge' : values.shard === undefined ? undefined : parseShard(values.shard);
  const summary = await buildSite({
    root,
    // A benchmark or a test builds its own pages into a folder of its own.
    pagesDir: process.env.FERNWISE_PAGES_DIR ? path.resolve(process.env.FERNWISE_PAGES_DIR) : undefined,
    dist: path.resolve(root, process.env.FERNWISE_DIST ?? 'dist'),
    part,
    threads: numberFrom(process.env.FERNWISE_BUILD_THREADS),
    compressionCacheDir: process.env.FERNWISE_CACHE_DIR,
    shareCardCacheDir: process.env.FERNWISE_SHARE_CARD_CACHE_DIR,
  });
  console.log(`${summary} (${Math.round(performance.now() - started)} ms, load average ${os.loadavg()[0].toFixed(2)})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBuilder } from 'vite';
import { SITE_BUILD_PLUGIN, type SiteBuildApi } from '../src/engine/vite/siteBuildPlugin.ts';
import { parseShard } from '../src/engine/build/shards.ts';

const USAGE = `usage: npm run build:shard -- (--shard i/n | --merge)
  --shard i/n  build the i-th of n parts of the pages into <dist>.shards/i-of-n (for a CI job matrix)
  --merge      assemble <dist>.shards/* into <dist> and write the whole-site files`;

// `vite build` with the options a job matrix needs: the same builder, config and plugins (see siteBuildPlugin).
const root = path.resolve(import.meta.dirname, '..');
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { shard: { type: 'string' }, merge: { type: 'boolean', default: false } },
    strict: true,
  });
  if (values.merge && values.shard !== undefined) throw new Error(`--merge and --shard go to separate runs\n${USAGE}`);
  const part = values.merge ? 'merge' : values.shard === undefined ? undefined : parseShard(values.shard);
  // A benchmark or a test builds into a folder of its own.
  const outDir = process.env.FERNWISE_DIST ? path.resolve(process.env.FERNWISE_DIST) : undefined;
  const builder = await createBuilder({ root, build: { outDir } });
  const plugin = builder.config.plugins.find((candidate) => candidate.name === SITE_BUILD_PLUGIN);
  if (!plugin) throw new Error(`vite.config.ts does not use the ${SITE_BUILD_PLUGIN} plugin (fernwisePlugins)`);
  (plugin.api as SiteBuildApi).part = part;
  await builder.buildApp();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

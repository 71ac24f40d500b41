import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StyleHashes } from '../render/inlineStyles.ts';
import type { Redirect } from '../hosting/redirectsFile.ts';

/** One of n parts of a site's pages: `--shard 2/3` is { index: 2, count: 3 }. */
export interface Shard {
  index: number;
  count: number;
}

export const WHOLE_SITE: Shard = { index: 1, count: 1 };

/** Reads `i/n` (1 ≤ i ≤ n), as CI job matrices number their jobs. */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new Error(`--shard takes i/n with 1 ≤ i ≤ n, such as 1/4, not "${text}"`);
  }
  return { index, count };
}

/**
 * The shard a page path belongs to: a hash of the path, so the split is the same on every machine and a page stays
 * in its shard when others are added or removed (which keeps each shard's compression cache warm).
 */
export function shardOf(routePath: string, count: number): number {
  const digest = createHash('sha256').update(routePath).digest();
  return (digest.readUInt32BE(0) % count) + 1;
}

export function inShard(routePath: string, shard: Shard): boolean {
  return shard.count === 1 || shardOf(routePath, shard.count) === shard.index;
}

/** Where a shard's build is written, beside the site's output folder: dist.shards/2-of-3. */
export function shardDir(dist: string, shard: Shard): string {
  return path.join(`${dist}.shards`, `${shard.index}-of-${shard.count}`);
}

/** Written into each shard's output: what the merge step needs to finish the site. */
export const SHARD_MANIFEST = '.fernwise-shard.json';

export interface ShardManifest {
  shard: Shard;
  /** The pages this shard wrote (relative to its folder), compressed already. */
  pageFiles: string[];
  /** CSP sources of the executable inline scripts of those pages. */
  scriptHashes: string[];
  /** The style hashes of each of those pages, by file (see writeHostingFiles). */
  styleHashes: Record<string, StyleHashes>;
  /** Every page alias of the whole site, to its page's path (each shard knows them all). */
  redirects: Redirect[];
  widgetScriptUrl?: string;
}

export function writeShardManifest(dir: string, manifest: ShardManifest): void {
  writeFileSync(path.join(dir, SHARD_MANIFEST), `${JSON.stringify(manifest)}\n`);
}

export function readShardManifest(dir: string): ShardManifest {
  const file = path.join(dir, SHARD_MANIFEST);
  if (!existsSync(file)) throw new Error(`${dir} is not a shard's output: it has no ${SHARD_MANIFEST}`);
  return JSON.parse(readFileSync(file, 'utf8')) as ShardManifest;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

function sameBytes(a: string, b: string): boolean {
  return statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b));
}

/**
 * Assembles shard outputs into `target` (which must not exist), moving their files: the first shard's folder
 * becomes the target, and every other shard adds its pages. Files that several shards hold (the bundles, the public
 * folder, sitemap.xml) must be byte-identical, so shards built from different sources are refused. Resolves to the
 * merged manifest: all pages, all script hashes.
 */
export function mergeShards(dirs: readonly string[], target: string): ShardManifest {
  const manifests = dirs.map(readShardManifest);
  const count = manifests[0]?.shard.count;
  const indexes = manifests.map((manifest) => manifest.shard.index).sort((a, b) => a - b);
  if (
    count === undefined ||
    manifests.some((manifest) => manifest.shard.count !== count) ||
    indexes.join() !== Array.from({ length: count }, (_, index) => index + 1).join()
  ) {
    const found = manifests.map((manifest) => `${manifest.shard.index}/${manifest.shard.count}`).join(', ');
    throw new Error(`the shards to merge must be 1/n to n/n, each once; found ${found || 'none'}`);
  }
  const [first, ...others] = dirs;
  renameSync(first, target);
  rmSync(path.join(target, SHARD_MANIFEST));
  for (const dir of others) {
    for (const file of filesUnder(dir)) {
      if (file === SHARD_MANIFEST) continue;
      const from = path.join(dir, file);
      const to = path.join(target, file);
      if (existsSync(to)) {
        if (!sameBytes(from, to)) throw new Error(`shards disagree on ${file}: were they built from the same commit?`);
        continue;
      }
      mkdirSync(path.dirname(to), { recursive: true });
      renameSync(from, to);
    }
  }
  const [head] = manifests;
  for (const manifest of manifests) {
    const same =
      JSON.stringify([manifest.redirects, manifest.widgetScriptUrl]) ===
      JSON.stringify([head.redirects, head.widgetScriptUrl]);
    if (!same) throw new Error(`shard ${manifest.shard.index}/${count} was built from other pages than shard 1`);
  }
  return {
    shard: { index: 1, count: 1 },
    pageFiles: manifests.flatMap((manifest) => manifest.pageFiles),
    scriptHashes: [...new Set(manifests.flatMap((manifest) => manifest.scriptHashes))].sort(),
    styleHashes: Object.assign({}, ...manifests.map((manifest) => manifest.styleHashes)) as Record<string, StyleHashes>,
    redirects: head.redirects,
    widgetScriptUrl: head.widgetScriptUrl,
  };
}

import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/** A share of a chunk's code, by the rendered (tree-shaken, pre-minification) length of its modules. */
export interface ChunkPart {
  /** An npm package, a project folder such as src/blocks/Hero, a page file, or a virtual module. */
  source: string;
  share: number;
}

export interface ClientBuild {
  outDir: string;
  /** Vite's index.html: the plain single-page-app shell, with the prerender placeholders still in it. */
  template: string;
  /** What each JavaScript chunk holds, keyed by its file name (assets/index-abc123.js), largest part first. */
  chunkParts: Map<string, ChunkPart[]>;
}

/** The package or project folder a module id belongs to. */
function moduleSource(id: string, root: string): string {
  if (id.startsWith('\0')) return id.slice(1).replace(/\?.*$/, '');
  const packagePath = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (packagePath) return packagePath[1];
  const relative = path.relative(root, id.replace(/\?.*$/, '')).split(path.sep).join('/');
  if (relative.startsWith('..') || relative.endsWith('.yaml')) return relative;
  return path.posix.dirname(relative);
}

function recordChunkParts(root: string, into: Map<string, ChunkPart[]>): Plugin {
  return {
    name: 'fernwise-bench-chunk-parts',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const lengths = new Map<string, number>();
        for (const [id, module] of Object.entries(output.modules)) {
          const source = moduleSource(id, root);
          lengths.set(source, (lengths.get(source) ?? 0) + module.renderedLength);
        }
        const total = [...lengths.values()].reduce((sum, length) => sum + length, 0) || 1;
        const parts = [...lengths].map(([source, length]) => ({ source, share: length / total }));
        into.set(
          output.fileName,
          parts.sort((a, b) => b.share - a.share),
        );
      }
    },
  };
}

/**
 * Builds the browser bundle alone, as a client-only site would ship it, recording what each chunk holds.
 * Vite's build is deterministic, so its hashed files match those of the prerendered build of the same pages.
 */
export async function buildClient(root: string, outDir: string): Promise<ClientBuild> {
  const chunkParts = new Map<string, ChunkPart[]>();
  await build({
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [recordChunkParts(root, chunkParts)],
  });
  rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  return { outDir, template: readFileSync(path.join(outDir, 'index.html'), 'utf8'), chunkParts };
}

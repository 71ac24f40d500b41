import { fork } from 'node:child_process';
import path from 'node:path';
import type { Page } from '../../generated/page.ts';
import { withFewMallocArenas } from '../shared/mallocArenas.ts';
import type { ContentSet } from '../content/session/contentSet.ts';

// The build's side of the bundle process: no Vite and no validator are loaded here (they cost the build's main
// process ~180 MB), only in the child (bundleWorker.ts, bundleSite.ts).

export interface BundleOptions {
  root: string;
  /** The pages folder; `pages/` under the root unless given. */
  pagesDir?: string;
  /** Where the client bundle and index.html go. */
  clientDir: string;
  /** Where the server bundle (entry-server.js) goes. */
  serverDir: string;
}

/** What the rest of the build needs of a page: the route, the share card's title, the sitemap's say. */
export type PageSummary = Pick<Page, 'path' | 'aliases' | 'title' | 'noindex'>;

/** What the build needs of the content once the bundles are written: a few fields a page, never the blocks. */
export interface BundledSite {
  site: ContentSet['site'];
  /** The published pages (devOnly pages left out), in the content set's order. */
  pages: PageSummary[];
  /** Whether any page, published or not, is the home page `/`. */
  hasHome: boolean;
}

/** The bundle process's answer (see bundleWorker.ts). */
export type BundleReply = { ok: true; bundled: BundledSite } | { ok: false; message: string };

/**
 * bundleSite in a child process that exits once the bundles are written: the validated content of every page and
 * the bundler's memory (together most of a gigabyte for a site of thousands of pages) are given back before the
 * pages are rendered, instead of staying in the build's main process until it ends. The child's output (warnings,
 * content problems) goes to this process's.
 */
export function bundleSiteInChild(options: BundleOptions): Promise<BundledSite> {
  const worker = new URL(`./bundleWorker${path.extname(import.meta.url)}`, import.meta.url);
  const child = fork(worker, [], {
    // Run from source (the build scripts run under tsx), the child needs the TypeScript loader.
    execArgv: worker.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
    env: withFewMallocArenas(process.env),
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    let reply: BundleReply | undefined;
    child.on('message', (message: BundleReply) => (reply = message));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (reply?.ok) resolve(reply.bundled);
      else {
        const reason = reply?.message ?? `the bundle process stopped (${signal ?? `exit code ${code}`})`;
        // The reason is the whole story: where this process heard it says nothing to the reader.
        reject(Object.assign(new Error(reason), { stack: '' }));
      }
    });
    child.send(options);
  });
}

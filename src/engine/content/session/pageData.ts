import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '../../../generated/page.ts';
import type { Site } from '../../../generated/site.ts';

/** The folder, under a server bundle's output folder, that holds each published page's data (see contentPlugin). */
export const PAGE_DATA_DIR = 'page-data';

/** The name of the file holding the data of the page read from `file` (such as pages/banking.yaml). */
export function pageDataName(file: string): string {
  return `${path.basename(file)}.json`;
}

/** Writes a validated page's data, as the server bundle's route table reads it, into `dir`. */
export function writePageData(dir: string, file: string, page: Page): void {
  writeFileSync(path.join(dir, pageDataName(file)), JSON.stringify(page));
}

/**
 * What the bundles and the rest of the build need of a valid page, without its blocks: the route table (path,
 * aliases, file, devOnly), the share card and the sitemap (title, noindex), the QR images (qrUrls).
 */
export interface PageOutline extends Pick<Page, 'path' | 'aliases' | 'title' | 'noindex' | 'devOnly'> {
  /** Project-relative file name, such as pages/banking.yaml. */
  file: string;
  /** The `qrUrl` of each app-download block, in the page's order. */
  qrUrls: string[];
}

/** The outline of the page read from `file`. */
export function outlineOf(file: string, page: Page): PageOutline {
  const { path: pagePath, aliases, title, noindex, devOnly } = page;
  const qrUrls = page.blocks.flatMap((block) => (block.type === 'app-download' ? [block.qrUrl] : []));
  return { file, path: pagePath, aliases, title, noindex, devOnly, qrUrls };
}

/**
 * A site as a build validated it for its bundles: the site file and each valid page's outline, the pages' data
 * already written out, so no page's data is held while the bundler runs.
 */
export interface ValidatedSite {
  site: Site | undefined;
  /** Every valid page (devOnly ones included), in file-name order. */
  pages: PageOutline[];
  /** The folder holding each published page's data, in files named by `pageDataName`. */
  pageDataDir: string;
}

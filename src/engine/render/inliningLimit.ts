import { gzipSync } from 'node:zlib';

/**
 * The largest page, gzip-compressed at zlib's default level as `npm run bench` measures its transfer, that the
 * build writes a lead drawing or the islands loader into, with it: a kilobyte under the HTML budget of every page but
 * the home page (17 kB), so writing something into a page never takes it past its budget. Compressed rather than raw:
 * what a visitor waits for is the transfer, and markup that repeats (a long list of links) costs little of it. The
 * home page (about 21 kB) keeps both as files; /blog (15.7 kB with its drawing) carries its drawing.
 */
export const MAX_PAGE_GZIP_BYTES_WITH_INLINED = 16 * 1000;

/** Whether `html`, compressed, stays within MAX_PAGE_GZIP_BYTES_WITH_INLINED. */
export function isWithinInliningLimit(html: string): boolean {
  return gzipSync(html).length <= MAX_PAGE_GZIP_BYTES_WITH_INLINED;
}

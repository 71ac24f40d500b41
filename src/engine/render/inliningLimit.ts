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

/** Something a page may carry written into it: the page with it, or null when the page has no such thing to take. */
export type Inlining = (html: string) => string | null;

/**
 * The page with each of `inlinings` written into it, in their order, each only while the page stays within
 * MAX_PAGE_GZIP_BYTES_WITH_INLINED with it: what trying them one after the other gives, with one compression for a
 * page that takes them all (the usual case; compressing a page to measure it was 1.8 ms of a page's build). A page
 * that does not is tried one inlining at a time.
 */
export function inlineWithinLimit(html: string, inlinings: readonly Inlining[]): string {
  const all = inlinings.reduce((page, inline) => inline(page) ?? page, html);
  if (all === html || isWithinInliningLimit(all)) return all;
  return inlinings.reduce((page, inline) => {
    const inlined = inline(page);
    return inlined !== null && isWithinInliningLimit(inlined) ? inlined : page;
  }, html);
}

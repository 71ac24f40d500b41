import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * `length` characters that gzip shrinks about as little as it shrinks a real page's text (base64 of a SHA-512
 * chain), the same on every run: a page padded with them reaches a compressed size where one padded with a repeated
 * letter would stay a few hundred bytes.
 */
export function incompressibleText(length: number): string {
  let text = '';
  let block = createHash('sha512').update('fernwise').digest();
  while (text.length < length) {
    block = createHash('sha512').update(block).digest();
    text += block.toString('base64url');
  }
  return text.slice(0, length);
}

/**
 * The largest padding `length` (up to twice `limit`) for which `page(length)`, gzip-compressed, stays within `limit`
 * bytes: a page as close under a compressed-size limit as a test needs it.
 */
export function longestPaddingWithin(limit: number, page: (length: number) => string): number {
  let low = 0;
  let high = limit * 2;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (gzipSync(page(middle)).length <= limit) low = middle;
    else high = middle - 1;
  }
  return low;
}

import { createHash } from 'node:crypto';

/**
 * A short digest of a file's text (SHA-1, base64): tells whether a file read again is the one read before, as the
 * reading cache and a summary sent without its text need to know. Not a security boundary.
 */
export function textDigest(text: string): string {
  return createHash('sha1').update(text).digest('base64');
}

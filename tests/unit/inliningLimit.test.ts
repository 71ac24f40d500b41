import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  inlineWithinLimit,
  isWithinInliningLimit,
  MAX_PAGE_GZIP_BYTES_WITH_INLINED,
  type Inlining,
} from '../../src/engine/render/inliningLimit';
import { incompressibleText } from '../support/incompressible';

/** A page that compresses to `room` bytes under the limit, give or take a few. */
function pageWithRoom(room: number): string {
  const target = MAX_PAGE_GZIP_BYTES_WITH_INLINED - room;
  let length = target;
  // gzip writes base64 text at about six bits a character: a few steps settle on the length.
  for (let step = 0; step < 6; step += 1) {
    const size = gzipSync(`<p>${incompressibleText(length)}</p>`).length;
    length = Math.round(length * (target / size));
  }
  return `<p>${incompressibleText(length)}</p>`;
}

/** `length` characters gzip hardly shrinks, from a chain of its own: nothing in the page repeats them. */
function noise(seed: string, length: number): string {
  let text = '';
  for (let block = createHash('sha512').update(seed).digest(); text.length < length;) {
    block = createHash('sha512').update(block).digest();
    text += block.toString('base64url');
  }
  return text.slice(0, length);
}

/** An inlining that adds `bytes` of text that compresses hardly at all, marked by `name`. */
function adding(name: string, bytes: number): Inlining {
  const text = noise(name, bytes);
  return (html) => `${html}<i>${name}${text}</i>`;
}

const none: Inlining = () => null;

describe('inlineWithinLimit', () => {
  it('writes every inlining into a page with room for them all', () => {
    const page = pageWithRoom(3000);
    const html = inlineWithinLimit(page, [adding('first', 800), adding('second', 800)]);
    expect(html).toContain('<i>first');
    expect(html).toContain('<i>second');
    expect(isWithinInliningLimit(html)).toBe(true);
  });

  it('keeps the first that fits and leaves out the second, as trying them in turn does', () => {
    const page = pageWithRoom(1200);
    const html = inlineWithinLimit(page, [adding('first', 800), adding('second', 800)]);
    expect(html).toContain('<i>first');
    expect(html).not.toContain('<i>second');
    expect(isWithinInliningLimit(html)).toBe(true);
  });

  it('leaves out one too large and still writes in a smaller one after it', () => {
    const page = pageWithRoom(1200);
    const html = inlineWithinLimit(page, [adding('large', 4000), adding('small', 400)]);
    expect(html).not.toContain('<i>large');
    expect(html).toContain('<i>small');
  });

  it('returns a page over the limit as it is, and one with nothing to take without compressing it', () => {
    const page = pageWithRoom(-500);
    expect(inlineWithinLimit(page, [adding('first', 100)])).toBe(page);
    expect(inlineWithinLimit(page, [none, none])).toBe(page);
  });
});

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shareCardPath } from '../../src/core/shareCard';
import { drawShareCards, renderShareCard, writeShareCards } from '../../src/engine/assets/shareCards';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const text = { brand: 'Fernwise', tagline: 'Financial tools to grow your money' };

/** Width and height from a PNG's IHDR chunk, which follows the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'fernwise-cards-'));
});
afterEach(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('share cards', () => {
  it('names one PNG per page under /share/', () => {
    expect(['/', '/banking', '/about-us', '*'].map(shareCardPath)).toEqual([
      '/share/home.png',
      '/share/banking.png',
      '/share/about-us.png',
      '/share/not-found.png',
    ]);
  });

  it('draws a 1200×630 PNG, different for another title', async () => {
    const banking = await renderShareCard({ ...text, title: 'Banking' });
    expect(pngSize(banking)).toEqual({ width: 1200, height: 630 });
    const loans = await renderShareCard({ ...text, title: 'Loans' });
    expect(loans.equals(banking)).toBe(false);
  }, 30_000);

  it('draws a card once, then copies it from the cache until its text changes', async () => {
    const cache = path.join(scratch, 'cache');
    const pages = [
      { ...text, path: '/banking', title: 'Banking' },
      { ...text, path: '/loans', title: 'Loans' },
    ];
    await expect(writeShareCards(pages, path.join(scratch, 'one'), cache)).resolves.toEqual({ drawn: 2, cached: 0 });
    await expect(writeShareCards(pages, path.join(scratch, 'two'), cache)).resolves.toEqual({ drawn: 0, cached: 2 });
    const first = readFileSync(path.join(scratch, 'one/share/banking.png'));
    // Drawn in a card worker, the same bytes as drawn here.
    expect(first.equals(await renderShareCard({ ...text, title: 'Banking' }))).toBe(true);
    expect(readFileSync(path.join(scratch, 'two/share/banking.png')).equals(first)).toBe(true);
    const renamed = [{ ...pages[0], title: 'Everyday banking' }, pages[1]];
    await expect(writeShareCards(renamed, path.join(scratch, 'three'), cache)).resolves.toEqual({
      drawn: 1,
      cached: 1,
    });
    expect(readFileSync(path.join(scratch, 'three/share/banking.png')).equals(first)).toBe(false);
  }, 30_000);

  it('lets the event loop turn after each card, so the pixels of the cards drawn can be given back', async () => {
    // Node frees a collected image's native memory only on a later turn of the event loop (see drawShareCards).
    const files = ['first', 'second'].map((name) => path.join(scratch, `${name}.png`));
    await renderShareCard({ ...text, title: 'Warm-up' });
    const seenOnTheNextTurn = new Promise<boolean[]>((resolve) => {
      setImmediate(() => resolve(files.map((file) => existsSync(file))));
    });
    await drawShareCards({ cards: files.map((file, index) => ({ file, text: { ...text, title: `Card ${index}` } })) });
    expect(await seenOnTheNextTurn).toEqual([true, false]);
  }, 30_000);
});

// @vitest-environment jsdom
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrCodeSvg } from '../../src/engine/assets/qrCode';
import { qrFileName } from '../../src/core/qrFileName';

const APP_URL = 'https://fernwise.example/app';

/** The dark modules the SVG's path draws, as a grid of booleans (quiet zone removed). */
function drawnModules(svg: string): { size: number; dark: boolean[][] } {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = document.documentElement;
  const extent = Number(root.getAttribute('viewBox')?.split(' ')[2]);
  const size = extent - 8;
  const dark = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  const d = document.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let column = Number(x); column < Number(x) + Number(width); column += 1) {
      dark[Number(y) - 4][column - 4] = true;
    }
  }
  return { size, dark };
}

describe('qrCodeSvg', () => {
  it('returns a well-formed SVG document with one white square and one path', () => {
    const svg = qrCodeSvg(APP_URL);
    const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(document.querySelector('parsererror')).toBeNull();
    const root = document.documentElement;
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('viewBox')).toMatch(/^0 0 (\d+) \1$/);
    expect(document.querySelectorAll('rect')).toHaveLength(1);
    expect(document.querySelectorAll('path')).toHaveLength(1);
  });

  it('draws exactly the modules of the QR code for the address', () => {
    const { modules } = QRCode.create(APP_URL, { errorCorrectionLevel: 'M' });
    const { size, dark } = drawnModules(qrCodeSvg(APP_URL));
    expect(size).toBe(modules.size);
    for (let row = 0; row < size; row += 1) {
      for (let column = 0; column < size; column += 1) {
        expect(dark[row][column], `module ${row},${column}`).toBe(Boolean(modules.get(row, column)));
      }
    }
  });

  it('gives the same bytes for the same address', () => {
    expect(qrCodeSvg(APP_URL)).toBe(qrCodeSvg(APP_URL));
  });

  it('gives different codes for different addresses', () => {
    expect(qrCodeSvg(APP_URL)).not.toBe(qrCodeSvg('https://fernwise.example/app?source=home'));
    expect(qrCodeSvg(APP_URL)).not.toBe(qrCodeSvg('https://app.fernwise.example/signup'));
  });

  it('refuses addresses that are not https', () => {
    expect(() => qrCodeSvg('http://fernwise.example/app')).toThrow(/https/);
    expect(() => qrCodeSvg('javascript:alert(1)')).toThrow(/https/);
  });
});

describe('qrFileName', () => {
  it('names an SVG file under /qr/ after an 8-digit hex hash', () => {
    expect(qrFileName(APP_URL)).toMatch(/^\/qr\/[0-9a-f]{8}\.svg$/);
  });

  it('is a 32-bit FNV-1a hash of the address', () => {
    expect(qrFileName('')).toBe('/qr/811c9dc5.svg');
    expect(qrFileName('a')).toBe('/qr/e40c292c.svg');
  });

  it('is stable for one address and differs between addresses', () => {
    expect(qrFileName(APP_URL)).toBe(qrFileName(APP_URL));
    const names = new Set(
      ['https://fernwise.example/app', 'https://fernwise.example/app/', 'https://fernwise.example/apps'].map(
        qrFileName,
      ),
    );
    expect(names.size).toBe(3);
  });
});

/**
 * The public path of the QR code image drawn for an address, such as `/qr/1a2b3c4d.svg`. The name is a hash of
 * the address (32-bit FNV-1a), so the app-download block and the build plugin agree on it without sharing state:
 * the build writes the file, the dev server answers for it, and the block's <img> points at it.
 */
export function qrFileName(url: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < url.length; index += 1) {
    hash ^= url.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `/qr/${(hash >>> 0).toString(16).padStart(8, '0')}.svg`;
}

import QRCode from 'qrcode';

/** Light modules kept around the code, in modules; the QR standard asks for four. */
const QUIET_ZONE = 4;
const DARK = '#13251c';
const LIGHT = '#ffffff';

/**
 * A QR code for an https:// address as a standalone SVG document: a white square and one path of dark modules,
 * each row's runs of dark modules drawn as rectangles. Build-time only (the qrcode package never reaches the
 * browser). The same address always gives the same bytes.
 */
export function qrCodeSvg(url: string): string {
  if (!/^https:\/\/\S+$/.test(url)) throw new Error(`QR codes are drawn for https:// addresses only, not "${url}"`);
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  const runs: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && modules.get(row, column)) column += 1;
      const width = column - start;
      runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${width}v1h-${width}z`);
    }
  }
  const extent = size + QUIET_ZONE * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" width="${extent * 8}" height="${extent * 8}" shape-rendering="crispEdges">` +
    `<rect width="${extent}" height="${extent}" fill="${LIGHT}"/>` +
    `<path fill="${DARK}" d="${runs.join('')}"/>` +
    `</svg>\n`
  );
}

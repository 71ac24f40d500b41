import type { Plugin } from 'vite';
import { qrFileName } from '../../core/qrFileName.ts';
import type { Block } from '../../generated/page.ts';
import { blockCatalogue } from '../codegen/blockCatalogue.ts';
import { qrCodeSvg } from '../assets/qrCode.ts';
import type { ContentSource } from './contentSource.ts';

/** The QR images to write: one per app-download block on a page or in a block example (the catalogue shows those). */
function qrCodes(source: ContentSource): Map<string, string> {
  const codes = new Map<string, string>();
  const examples = blockCatalogue(source.root).map((entry) => entry.example as Block);
  const exampleUrls = examples.flatMap((block) => (block.type === 'app-download' ? [block.qrUrl] : []));
  for (const url of [...source.outlines().flatMap((outline) => outline.qrUrls), ...exampleUrls]) {
    codes.set(qrFileName(url), url);
  }
  return codes;
}

/** Draws the app-download blocks' QR codes at build time and serves them in development. */
export function qrCodesPlugin(source: ContentSource): Plugin {
  return {
    name: 'fernwise:qr-codes',
    generateBundle() {
      // The client output only; the server bundle never serves files.
      if (this.environment.config.consumer !== 'client') return;
      for (const [file, url] of qrCodes(source)) {
        this.emitFile({ type: 'asset', fileName: file.slice(1), source: qrCodeSvg(url) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = qrCodes(source).get((request.url ?? '').split('?')[0]);
        if (!url) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(qrCodeSvg(url));
      });
    },
  };
}

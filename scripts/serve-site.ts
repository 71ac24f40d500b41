import { existsSync } from 'node:fs';
import path from 'node:path';
import { createStaticServer } from '../src/engine/hosting/staticServer.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.FERNWISE_DIST ?? path.join(root, 'dist'));
const port = Number(process.env.PORT ?? 4173);
const host = '127.0.0.1';

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ holds no built site: run `npm run build` first.');
  process.exit(1);
}
createStaticServer(dist).listen(port, host, () => {
  console.log(`Fernwise site on http://${host}:${port}/ (Ctrl+C to stop)`);
});

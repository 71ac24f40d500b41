import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The file that answers a URL path: `/banking` and `/banking/` → banking/index.html. Undefined when none does. */
export function resolveStaticFile(distDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return undefined;
  }
  const target = path.normalize(path.join(distDir, decoded));
  if (target !== distDir && !target.startsWith(distDir + path.sep)) return undefined;
  for (const candidate of [target, path.join(target, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Serves a built site: hashed assets cached for a year, HTML revalidated, unknown paths the 404 page with status 404. */
export function createStaticServer(distDir: string): Server {
  const root = path.resolve(distDir);
  return createServer((request, response) => {
    const urlPath = request.url ?? '/';
    const file = resolveStaticFile(root, urlPath);
    const status = file ? 200 : 404;
    const body = file ?? path.join(root, '404.html');
    const extension = path.extname(body);
    const hashed = urlPath.startsWith('/assets/');
    response.writeHead(status, {
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(body).pipe(response);
  });
}

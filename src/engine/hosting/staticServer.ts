import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { headersForPath, parseHeadersFile } from './headersFile.ts';
import { HEADERS_FILE, HOSTING_FILES_PREFIX, REDIRECTS_FILE } from './hostingFiles.ts';
import { COMPRESSIBLE_EXTENSIONS, negotiateEncoding, PRECOMPRESSED } from '../shared/precompress.ts';
import { parseRedirectsFile } from './redirectsFile.ts';

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

const NOT_FOUND_PAGE = '/404.html';

/**
 * The file that answers a URL path: `/banking` → banking.html (see outputPaths.ts), `/` → index.html, `/robots.txt`
 * → itself. Undefined when none does, and for what is never published: the hosting files (`/_headers`,
 * `/_redirects`) and the build's compressed copies (`.br`, `.gz`), judged on the decoded, normalised path so that
 * `/%5Fheaders`, `//_headers` or `/%2e/_redirects` are refused as `/_headers` is.
 */
export function resolveStaticFile(distDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return undefined;
  }
  const target = path.normalize(path.join(distDir, decoded));
  if (target !== distDir && !target.startsWith(distDir + path.sep)) return undefined;
  const published = path.relative(distDir, target).split(path.sep).join('/');
  if (`/${published}`.startsWith(HOSTING_FILES_PREFIX)) return undefined;
  if (PRECOMPRESSED.some(({ suffix }) => published.endsWith(suffix))) return undefined;
  const candidates = target === distDir ? [] : [target, `${target}.html`];
  for (const candidate of [...candidates, path.join(target, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function readHostingFile(distDir: string, name: string): string {
  const file = path.join(distDir, name);
  if (!existsSync(file)) throw new Error(`${file} is missing: rebuild the site with \`npm run build\`.`);
  return readFileSync(file, 'utf8');
}

/**
 * Serves a built site as Netlify or Cloudflare Pages would from its `_headers` and `_redirects`: the security headers
 * on every response, hashed assets cached for a year and the rest revalidated, aliases 301 to their page, unknown
 * paths the 404 page with status 404. Hosting files themselves are never served. Text files go out as the build's
 * Brotli or gzip copy when the client accepts one, as Netlify, Cloudflare Pages and nginx compress them.
 */
export function createStaticServer(distDir: string): Server {
  const root = path.resolve(distDir);
  const rules = parseHeadersFile(readHostingFile(root, HEADERS_FILE));
  const redirects = parseRedirectsFile(readHostingFile(root, REDIRECTS_FILE));
  return createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // A static site answers reads only, as nginx does (`limit_except GET`).
      response.writeHead(405, { ...headersForPath(rules, NOT_FOUND_PAGE), Allow: 'GET, HEAD' });
      response.end();
      return;
    }
    const url = request.url ?? '/';
    const queryStart = url.includes('?') ? url.indexOf('?') : url.length;
    const urlPath = url.slice(0, queryStart);
    // A trailing slash leads to the address without it, as Cloudflare Pages and Netlify answer `/banking/`.
    const redirect = redirects.get(urlPath) ?? (/^(\/[^/\\]+)+\/$/.test(urlPath) ? urlPath.slice(0, -1) : undefined);
    if (redirect) {
      // The slash-less address's headers for `/banking/`, whose own address no rule names.
      const headers = headersForPath(rules, redirects.has(urlPath) ? urlPath : redirect);
      response.writeHead(301, { ...headers, Location: redirect + url.slice(queryStart) });
      response.end();
      return;
    }
    const file = resolveStaticFile(root, urlPath);
    const body = file ?? path.join(root, NOT_FOUND_PAGE);
    const compressible = COMPRESSIBLE_EXTENSIONS.has(path.extname(body));
    const encoding = compressible ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
    const suffix = PRECOMPRESSED.find((candidate) => candidate.encoding === encoding)?.suffix;
    const sent = suffix && existsSync(body + suffix) ? body + suffix : body;
    response.writeHead(file ? 200 : 404, {
      ...headersForPath(rules, file ? urlPath : NOT_FOUND_PAGE),
      'Content-Type': contentTypes[path.extname(body)] ?? 'application/octet-stream',
      ...(compressible && { Vary: 'Accept-Encoding' }),
      ...(sent !== body && { 'Content-Encoding': encoding }),
      'Content-Length': statSync(sent).size,
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(sent).pipe(response);
  });
}

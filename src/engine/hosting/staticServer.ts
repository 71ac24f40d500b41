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
/** Every host answers these methods only; anything else is 405 (see Allow). */
const ALLOWED_METHODS = ['GET', 'HEAD'];
/** A page's other spellings (`/banking/`, `/banking.html`, `/index`) lead to its address with this status. */
export const VARIANT_REDIRECT_STATUS = 308;
/** An alias (the `aliases` of a page) leads to its page with this status, as `_redirects` and the nginx include say. */
export const ALIAS_REDIRECT_STATUS = 301;

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

/**
 * The address of the page a variant spelling names: `/banking/`, `/banking.html` and `/banking.html/` → `/banking`,
 * `/index`, `/index.html` and `/index/` → `/`, as Cloudflare Pages' asset server answers them (308) and deploy/nginx.conf
 * too. Undefined for a page's own address and for a path no page answers.
 */
export function pageAddressOf(distDir: string, urlPath: string): string | undefined {
  if (!urlPath.startsWith('/') || urlPath.startsWith('//')) return undefined;
  const bare = urlPath.replace(/\/$/, '').replace(/\.html$/, '');
  if (bare === '/index' || bare === '') return urlPath === '/' ? undefined : '/';
  if (!/^(\/[^/\\%.][^/\\%]*)+$/.test(bare) || bare === urlPath) return undefined;
  const file = path.join(distDir, `${bare.slice(1)}.html`);
  return existsSync(file) && statSync(file).isFile() ? bare : undefined;
}

/**
 * Where a request path leads instead of being answered: an alias (or the alias with a trailing slash) to its page, one
 * 301; a page's variant spelling to its address, one 308. The path is judged decoded and normalised; the query string
 * is kept.
 */
export function redirectFor(
  distDir: string,
  redirects: ReadonlyMap<string, string>,
  url: string,
): { status: number; location: string; headersPath: string } | undefined {
  const queryStart = url.includes('?') ? url.indexOf('?') : url.length;
  const query = url.slice(queryStart);
  let urlPath: string;
  try {
    // Judged as nginx judges it: decoded, dot segments resolved and slashes merged.
    urlPath = path.posix.normalize(decodeURIComponent(url.slice(0, queryStart)));
  } catch {
    return undefined;
  }
  const aliasPath = redirects.has(urlPath) ? urlPath : urlPath.replace(/(.)\/$/, '$1');
  const alias = redirects.get(aliasPath);
  // The headers of the alias's own rule, or of the page a variant names (`/banking/` has no rule of its own).
  if (alias) return { status: ALIAS_REDIRECT_STATUS, location: alias + query, headersPath: aliasPath };
  const page = pageAddressOf(distDir, urlPath);
  return page === undefined
    ? undefined
    : { status: VARIANT_REDIRECT_STATUS, location: page + query, headersPath: page };
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
    if (!ALLOWED_METHODS.includes(request.method ?? '')) {
      // A static site answers reads only, as nginx and Cloudflare Pages do.
      response.writeHead(405, { ...headersForPath(rules, NOT_FOUND_PAGE), Allow: ALLOWED_METHODS.join(', ') });
      response.end();
      return;
    }
    const url = request.url ?? '/';
    const urlPath = url.split('?')[0];
    const redirect = redirectFor(root, redirects, url);
    if (redirect) {
      response.writeHead(redirect.status, {
        ...headersForPath(rules, redirect.headersPath),
        Location: redirect.location,
      });
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

import { NOT_FOUND_PATH } from '../../core/routePaths.ts';

/**
 * Where the build writes each page: the one mapping from a page's path to its file, shared by the prerender, the
 * hosting files, `npm start` and the tests.
 *
 * A page is `<path>.html` (`/banking` → banking.html, `/a/b` → a/b.html; `/` → index.html), because that is the
 * layout nginx (`try_files $uri $uri.html`), Cloudflare Pages and Netlify all serve at the page's own address, with
 * 200 and no redirect. A folder's index.html would be answered with a redirect to `/banking/` by Cloudflare Pages
 * (308) and Netlify (301), while the canonical links, the sitemap and every in-site link use `/banking`. See
 * deploy/README.md.
 *
 * An alias gets no file: every host answers it with one 301 to its page (_redirects, the nginx include), and no file
 * may shadow that redirect on Netlify.
 */

/** The not-found page's file: every host sends it, with status 404, for a path nothing else answers. */
export const NOT_FOUND_FILE = '404.html';
const HOME_FILE = 'index.html';

/** The file a page's path is written to, relative to the build folder (always with `/` separators). */
export function outputFileFor(routePath: string): string {
  if (routePath === NOT_FOUND_PATH) return NOT_FOUND_FILE;
  if (routePath === '/') return HOME_FILE;
  if (!/^(\/[a-z0-9-]+)+$/.test(routePath)) throw new Error(`not a page path: ${JSON.stringify(routePath)}`);
  return `${routePath.slice(1)}.html`;
}

/** The address a built HTML file answers at (`banking.html` → `/banking`); the inverse of outputFileFor. */
export function urlPathForFile(file: string): string {
  const name = file.split('\\').join('/');
  if (name === HOME_FILE) return '/';
  if (!name.endsWith('.html')) throw new Error(`not a page file: ${file}`);
  return `/${name.slice(0, -'.html'.length)}`;
}

export interface OutputTarget {
  /** The address the file answers at (`/404` for the not-found page, which answers every unknown one). */
  url: string;
  /** The file, relative to the build folder. */
  file: string;
}

/** What the prerender writes for one route: one file, at the page's path; nothing at its aliases. */
export function outputTargets(routePath: string): OutputTarget[] {
  const file = outputFileFor(routePath);
  return [{ url: routePath === NOT_FOUND_PATH ? '/404' : routePath, file }];
}

/** A permanent redirect from a page's alias to its path. */
export interface Redirect {
  from: string;
  to: string;
}

/**
 * A `_redirects` file (Netlify, Cloudflare Pages), three lines per redirect, first match wins: `from to 301!` is
 * Netlify's forced redirect, applied even if a file ever shadowed the alias; Cloudflare Pages takes `301!` for an
 * invalid status, skips that line (with a warning at deploy) and applies the plain `from to 301` after it. Netlify
 * matches a rule with or without a trailing slash, Cloudflare Pages only as written, so `from/ to 301` follows for
 * Cloudflare (on Netlify the first line has matched already). Either host answers the alias, with or without its
 * trailing slash, with one 301 to the page.
 */
export function renderRedirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301!\n${from} ${to} 301\n${from}/ ${to} 301\n`).join('');
}

/** The redirects of a `_redirects` file this module wrote, keyed by the path they start from. */
export function parseRedirectsFile(text: string): Map<string, string> {
  const redirects = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [from, to] = line
      .replace(/(^|\s+)#.*$/, '')
      .trim()
      .split(/\s+/);
    if (from && to && !redirects.has(from)) redirects.set(from, to);
  }
  return redirects;
}

/** A permanent redirect from a page's alias to its path. */
export interface Redirect {
  from: string;
  to: string;
}

/** A `_redirects` file (Netlify, Cloudflare Pages): one `from to 301` line per redirect. */
export function renderRedirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('');
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

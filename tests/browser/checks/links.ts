/** The href of every link in a page's body, entities decoded. */
export function hrefsIn(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}

/** What the site's server answers for an in-site path. */
export interface ServedPage {
  status: number;
  html: string;
}

export interface LinkRules {
  /** Every path and alias of the site. */
  sitePaths: ReadonlySet<string>;
  /** Prefixes of the addresses outside the site that pages may link to. */
  allowedExternal: readonly string[];
  /** The HTML of the page the links are on, for same-page #fragment links. */
  pageHtml: string;
  /** Requests a path from the site's server, following redirects. */
  serve: (path: string) => Promise<ServedPage>;
}

const hasId = (html: string, id: string) => html.includes(`id="${id}"`);

/** Same origin, and the allowed path itself or a path below it: `https://x.com/fernwise` allows no `/fernwise-evil`. */
function isAllowed(href: string, allowed: string): boolean {
  const target = new URL(href);
  const permitted = new URL(allowed);
  if (target.origin !== permitted.origin) return false;
  const base = permitted.pathname.replace(/\/$/, '');
  return base === '' || target.pathname === base || target.pathname.startsWith(`${base}/`);
}

/**
 * Problems with a page's links: an in-site link must name a path of the site, and the server must answer
 * it with 200 (so no link leads to the not-found page), and its #fragment must exist on the target page;
 * any other link must be mailto:, tel:, or https: to an allowed address.
 */
export async function linkProblems(hrefs: readonly string[], rules: LinkRules): Promise<string[]> {
  const served = new Map<string, Promise<ServedPage>>();
  const serve = (path: string) => {
    const request = served.get(path) ?? rules.serve(path);
    served.set(path, request);
    return request;
  };
  const problems: string[] = [];
  for (const href of new Set(hrefs)) {
    if (href.startsWith('#')) {
      if (href.length > 1 && !hasId(rules.pageHtml, href.slice(1)))
        problems.push(`${href} names no element of the page`);
      continue;
    }
    if (href.startsWith('mailto:') || href.startsWith('tel:')) continue;
    if (href.startsWith('/') && !href.startsWith('//')) {
      const [target = '/', fragment] = href.split('#');
      const path = target.replace(/\?.*$/, '') || '/';
      if (!rules.sitePaths.has(path)) problems.push(`${href} leads to no page of the site`);
      const { status, html } = await serve(path);
      if (status !== 200) problems.push(`${href} answers ${status}`);
      else if (fragment && !hasId(html, fragment)) problems.push(`${href} names no element of ${path}`);
      continue;
    }
    if (!href.startsWith('https://')) problems.push(`${href} uses a scheme outside https, mailto and tel`);
    else if (!URL.canParse(href) || !rules.allowedExternal.some((allowed) => isAllowed(href, allowed)))
      problems.push(`${href} is not an allowed external address`);
  }
  return problems;
}

/** What the head of one prerendered address must say. */
export interface ExpectedHead {
  /** The page's absolute canonical URL, or null for a page kept out of search engines with no canonical. */
  canonical: string | null;
  lang: string;
  twitterCard: string;
}

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
export const descriptionOf = (html: string) => meta(html, 'name', 'description');

/**
 * Problems with one page's head: lang on <html>, a title and description, exactly one absolute canonical
 * link equal to the expected URL (or none, plus noindex, when none is expected), og:url matching it, Open
 * Graph title, description and an https image, the Twitter card, and no hreflang alternates.
 */
export function seoHeadProblems(html: string, expected: ExpectedHead): string[] {
  const problems: string[] = [];
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  if (lang !== expected.lang)
    problems.push(`<html lang> is ${lang ? `"${lang}"` : 'missing'}, expected "${expected.lang}"`);
  if (!titleOf(html)) problems.push('no <title>');
  if (!descriptionOf(html)) problems.push('no meta description');

  const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1]);
  const ogUrl = meta(html, 'property', 'og:url');
  if (expected.canonical === null) {
    if (canonicals.length > 0) problems.push(`canonical ${canonicals.join(', ')} on a page that must have none`);
    if (ogUrl) problems.push(`og:url ${ogUrl} on a page that must have no canonical`);
    if (meta(html, 'name', 'robots') !== 'noindex') problems.push('no <meta name="robots" content="noindex">');
  } else {
    if (canonicals.length === 0) problems.push('no canonical link');
    if (canonicals.length > 1) problems.push(`${canonicals.length} canonical links`);
    for (const canonical of canonicals) {
      if (!/^https:\/\//.test(canonical)) problems.push(`canonical ${canonical} is not an absolute https URL`);
      else if (canonical !== expected.canonical)
        problems.push(`canonical ${canonical} points elsewhere than ${expected.canonical}`);
    }
    if (ogUrl !== expected.canonical) problems.push(`og:url is ${ogUrl ?? 'missing'}, expected ${expected.canonical}`);
  }

  for (const key of ['og:title', 'og:description', 'og:image'])
    if (!meta(html, 'property', key)) problems.push(`no ${key}`);
  const image = meta(html, 'property', 'og:image');
  if (image && !/^https:\/\//.test(image)) problems.push(`og:image ${image} is not an absolute https URL`);
  const card = meta(html, 'name', 'twitter:card');
  if (card !== expected.twitterCard)
    problems.push(`twitter:card is ${card ?? 'missing'}, expected ${expected.twitterCard}`);
  if (html.includes('hreflang')) problems.push('hreflang alternates, though the site has one language');
  return problems;
}

/** Titles or descriptions that two or more pages share, naming the pages; a missing one counts as a problem too. */
export function duplicateHeadProblems(pages: readonly { url: string; html: string }[]): string[] {
  const problems: string[] = [];
  for (const [label, read] of [
    ['title', titleOf],
    ['description', descriptionOf],
  ] as const) {
    const urlsByValue = new Map<string, string[]>();
    for (const { url, html } of pages) {
      const value = read(html);
      if (!value) problems.push(`${url} has no ${label}`);
      else urlsByValue.set(value, [...(urlsByValue.get(value) ?? []), url]);
    }
    for (const [value, urls] of urlsByValue)
      if (urls.length > 1) problems.push(`${label} "${value}" is shared by ${urls.join(', ')}`);
  }
  return problems;
}

/** What the home page's Organization data must hold. */
export interface ExpectedOrganization {
  name: string;
  url: string;
}

/** The JSON-LD blocks of a page, parsed; a block that is not JSON comes back as its parse error. */
export function jsonLdBlocks(html: string): (Record<string, unknown> | Error)[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => {
    try {
      const data: unknown = JSON.parse(match[1]);
      return (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  });
}

/** Problems with the home page's JSON-LD: its first block must be valid JSON describing the expected Organization. */
export function organizationProblems(html: string, expected: ExpectedOrganization): string[] {
  const [record] = jsonLdBlocks(html);
  if (!record) return ['no JSON-LD block, expected an Organization'];
  if (record instanceof Error) return [`JSON-LD is not valid JSON: ${record.message}`];
  const wanted: Record<string, string> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: expected.name,
    url: expected.url,
  };
  return Object.entries(wanted)
    .filter(([key, value]) => record[key] !== value)
    .map(([key, value]) => `JSON-LD ${key} is ${JSON.stringify(record[key])}, expected ${JSON.stringify(value)}`);
}

/** Problems with sitemap.xml: every expected canonical URL listed once, and nothing else (no alias, no 404). */
export function sitemapProblems(xml: string, canonicalUrls: readonly string[]): string[] {
  const problems: string[] = [];
  if (!xml.includes('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'))
    problems.push('no sitemap namespace on <urlset>');
  const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  const expected = new Set(canonicalUrls);
  const seen = new Set<string>();
  for (const url of listed) {
    if (seen.has(url)) problems.push(`lists ${url} twice`);
    seen.add(url);
    if (!expected.has(url)) problems.push(`lists ${url}, which is not the canonical URL of an indexable page`);
  }
  for (const url of canonicalUrls) if (!seen.has(url)) problems.push(`omits ${url}`);
  return problems;
}

/** Problems with robots.txt: it must allow crawling and point at the sitemap. */
export function robotsProblems(text: string, sitemapUrl: string): string[] {
  const lines = text.split('\n').map((line) => line.trim());
  const problems: string[] = [];
  if (!lines.includes(`Sitemap: ${sitemapUrl}`)) problems.push(`no "Sitemap: ${sitemapUrl}" line`);
  if (lines.some((line) => /^Disallow:\s*\/\s*$/i.test(line))) problems.push('"Disallow: /" shuts search engines out');
  return problems;
}

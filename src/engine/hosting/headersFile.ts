/** One block of a `_headers` file (Netlify, Cloudflare Pages): a path pattern and the headers its responses get. */
export interface HeaderRule {
  /** A URL path; a `*` matches any run of characters, slashes included. */
  path: string;
  headers: Record<string, string>;
  /** Headers an earlier matching rule set that this one removes first (`! Name`, Cloudflare Pages' detach). */
  detach?: string[];
}

export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ path, headers, detach = [] }) =>
    [
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      return;
    }
    const rule = rules.at(-1);
    if (rule && line.trim().startsWith('!')) {
      rule.detach = [...(rule.detach ?? []), line.trim().slice(1).trim()];
      return;
    }
    const separator = line.indexOf(':');
    if (separator < 0 || !rule) throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  });
  return rules;
}

function matches(pattern: string, urlPath: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(urlPath);
}

/**
 * The headers of a response to `urlPath`: every matching rule's, a header set twice joined with ", " as the hosts do,
 * less any a later rule detaches.
 */
export function headersForPath(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!matches(rule.path, urlPath)) continue;
    for (const name of rule.detach ?? []) headers.delete(name);
    for (const [name, value] of Object.entries(rule.headers)) {
      const earlier = headers.get(name);
      headers.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
    }
  }
  return Object.fromEntries(headers);
}

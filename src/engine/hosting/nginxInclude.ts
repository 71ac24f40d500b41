import type { Redirect } from './redirectsFile.ts';
import { HASHED_ASSETS_PREFIX, IMMUTABLE_CACHE, REVALIDATE_CACHE } from './securityHeaders.ts';

/** nginx reads no single parameter longer than 4,096 bytes (a site-wide CSP with every page's hashes can be). */
const MAX_PARAMETER = 3_500;

function checkValue(name: string, value: string): void {
  // Values go inside double quotes, where nginx would expand `$` and end at `"`.
  if (/["\\$\n]/.test(value)) throw new Error(`header ${name} holds a character nginx cannot take as is: ${value}`);
}

/** The variable that holds part `index` of a long header's value. */
const partVariable = (name: string, index: number) => `$fw_${name.toLowerCase().replaceAll('-', '_')}_${index}`;

/** A value cut at spaces into parts nginx can read, which join back into the value. */
function valueParts(value: string): string[] {
  const parts: string[] = [];
  let rest = value;
  while (rest.length > MAX_PARAMETER) {
    const cut = rest.lastIndexOf(' ', MAX_PARAMETER);
    if (cut <= 0) throw new Error(`a header value has no space to cut it at within ${MAX_PARAMETER} characters`);
    parts.push(rest.slice(0, cut + 1));
    rest = rest.slice(cut + 1);
  }
  return [...parts, rest];
}

/** `set` lines for the headers too long for one nginx parameter; their add_header joins the variables. */
function longValueVariables(headers: Readonly<Record<string, string>>): string[] {
  return Object.entries(headers).flatMap(([name, value]) => {
    const parts = valueParts(value);
    return parts.length === 1 ? [] : parts.map((part, index) => `set ${partVariable(name, index)} "${part}";`);
  });
}

function addHeader(name: string, value: string): string {
  checkValue(name, value);
  const parts = valueParts(value);
  const quoted = parts.length === 1 ? value : parts.map((_part, index) => partVariable(name, index)).join('');
  return `add_header ${name} "${quoted}" always;`;
}

/**
 * The generated part of deploy/nginx.conf's server block: the security headers and cache rules on every response
 * (`always`: 404s and redirects too) and a 301 for each alias, with or without a trailing slash.
 */
export function renderNginxInclude(headers: Readonly<Record<string, string>>, redirects: readonly Redirect[]): string {
  const security = Object.entries(headers).map(([name, value]) => addHeader(name, value));
  return [
    ...longValueVariables(headers),
    ...security,
    addHeader('Cache-Control', REVALIDATE_CACHE),
    '',
    `location ^~ ${HASHED_ASSETS_PREFIX} {`,
    '    # An add_header here replaces every inherited one, so the security headers are repeated.',
    ...security.map((line) => `    ${line}`),
    `    ${addHeader('Cache-Control', IMMUTABLE_CACHE)}`,
    '    try_files $uri =404;',
    '}',
    // An alias and the alias with a trailing slash: one 301 each, straight to the page.
    ...redirects.flatMap(({ from, to }) =>
      [from, `${from}/`].flatMap((path) => ['', `location = ${path} {`, `    return 301 ${to}$is_args$args;`, '}']),
    ),
    '',
  ].join('\n');
}

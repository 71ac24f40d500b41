import type { Redirect } from './redirectsFile.ts';
import { HASHED_ASSETS_PREFIX, IMMUTABLE_CACHE, REVALIDATE_CACHE } from './securityHeaders.ts';

function addHeader(name: string, value: string): string {
  // Values go inside double quotes, where nginx would expand `$` and end at `"`.
  if (/["\\$\n]/.test(value)) throw new Error(`header ${name} holds a character nginx cannot take as is: ${value}`);
  return `add_header ${name} "${value}" always;`;
}

/**
 * The generated part of deploy/nginx.conf's server block: the security headers and cache rules on every response
 * (`always`: 404s and redirects too) and a 301 for each alias.
 */
export function renderNginxInclude(headers: Readonly<Record<string, string>>, redirects: readonly Redirect[]): string {
  const security = Object.entries(headers).map(([name, value]) => addHeader(name, value));
  return [
    ...security,
    addHeader('Cache-Control', REVALIDATE_CACHE),
    '',
    `location ^~ ${HASHED_ASSETS_PREFIX} {`,
    '    # An add_header here replaces every inherited one, so the security headers are repeated.',
    ...security.map((line) => `    ${line}`),
    `    ${addHeader('Cache-Control', IMMUTABLE_CACHE)}`,
    '    try_files $uri =404;',
    '}',
    ...redirects.flatMap(({ from, to }) => ['', `location = ${from} {`, `    return 301 ${to}$is_args$args;`, '}']),
    '',
  ].join('\n');
}

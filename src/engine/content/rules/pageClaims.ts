import path from 'node:path';
import { diagnostic, reword, type Diagnostic } from '../../diagnostics/diagnostics.ts';
import { locate, type DataPath, type YamlSource } from '../yaml/yamlSource.ts';

/** One address a page file claims: its `path` or one of its `aliases`. */
export interface Claim {
  file: string;
  /** The address as written. */
  value: string;
  /** The address it evidently means, such as /banking for "/Banking/"; what links to the page use. */
  target: string;
  /** Where the claim is written; absent when the file could not be parsed and the claim was read from its text. */
  at?: DataPath;
  source?: YamlSource;
  /** The schema's complaint about a malformed address, into which the links that depend on it are folded. */
  problem?: Diagnostic;
  /** How many links lead to this page only through this malformed claim. */
  foldedLinks: number;
  /**
   * The file says no path (none is written, or it could not be read): the page still claims the address that links
   * evidently mean by it, one whose name matches the file's (pages/banking.yaml: /banking), so one missing line is
   * one message, not a dead link in every file that links to the page. `value` and `target` are then empty.
   */
  presumed?: boolean;
  /** For a presumed claim, the address the links to it use (found by the link check). */
  meant?: string;
}

/** The address `value` evidently means: lowercase, one leading slash, no trailing slash, hyphens for spaces. */
export function normalisePath(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '*') return trimmed;
  const cleaned = trimmed
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/\/{2,}/g, '/');
  const rooted = cleaned.startsWith('/') ? cleaned : `/${cleaned}`;
  return rooted.length > 1 ? rooted.replace(/\/+$/, '') || '/' : rooted;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The addresses a parsed page claims, whether or not the page passed its schema. */
export function claimsOf(source: YamlSource, diagnostics: readonly Diagnostic[]): Claim[] {
  const data = source.data;
  if (!isRecord(data)) return [];
  const written: [unknown, DataPath, string][] = [
    [data.path, ['path'], 'path'],
    ...(Array.isArray(data.aliases) ? data.aliases : []).map((alias, index): [unknown, DataPath, string] => [
      alias,
      ['aliases', index],
      `aliases[${index}]`,
    ]),
  ];
  const presumed: Claim[] =
    typeof data.path === 'string'
      ? []
      : [
          {
            file: source.file,
            value: '',
            target: '',
            source,
            presumed: true,
            problem: diagnostics.find(
              (diagnostic) =>
                diagnostic.code === 'FW204' && diagnostic.where === '' && diagnostic.params.name === 'path',
            ),
            foldedLinks: 0,
          },
        ];
  return presumed.concat(
    written.flatMap(([value, at, where]) =>
      typeof value === 'string'
        ? [
            {
              file: source.file,
              value,
              target: normalisePath(value),
              at,
              source,
              problem: diagnostics.find((diagnostic) => diagnostic.where === where && diagnostic.code === 'FW206'),
              foldedLinks: 0,
            },
          ]
        : [],
    ),
  );
}

/**
 * The addresses a file that could not be parsed evidently claims, read from its `path:` and `aliases:` lines, so
 * one broken file reports its own problems, not a dead link in every file that links to it.
 */
export function claimsFromText(file: string, text: string): Claim[] {
  const values: string[] = [];
  const pathLine = /^path:[ \t]*["']?([^"'#\n]*?)["']?[ \t]*(?:#.*)?$/m.exec(text);
  if (pathLine?.[1]) values.push(pathLine[1]);
  const aliasLine = /^aliases:[ \t]*\[([^\]\n]*)\]/m.exec(text);
  for (const alias of aliasLine?.[1].split(',') ?? []) {
    const value = alias.trim().replace(/^["']|["']$/g, '');
    if (value) values.push(value);
  }
  const claims: Claim[] = values.map((value) => ({ file, value, target: normalisePath(value), foldedLinks: 0 }));
  if (!pathLine?.[1]) claims.unshift({ file, value: '', target: '', presumed: true, foldedLinks: 0 });
  return claims;
}

/** The address a page file's name suggests: /banking for pages/banking.yaml, "*" for not-found.yaml, / for home. */
export function addressFromName(file: string): string {
  const name = path.posix.basename(file).replace(/\.ya?ml$/, '');
  if (name === 'home' || name === 'index') return '/';
  if (name === 'not-found' || name === '404') return '*';
  return `/${name}`;
}

/** Whether a page file's name matches the address, as pages/banking.yaml matches /banking. */
export function nameMatches(file: string, address: string): boolean {
  const name = path.posix.basename(file).replace(/\.ya?ml$/, '');
  if (address === '/') return name === 'home' || name === 'index';
  if (address === '*') return name === 'not-found' || name === '404';
  const segments = address.split('/').filter(Boolean);
  return name === segments.join('-') || name === segments.at(-1);
}

/**
 * Each address belongs to one page. When several claim it, the file whose name matches the address keeps it
 * (pages/banking.yaml keeps /banking over pages/banking-copy.yaml); otherwise the first claim in file order does.
 * Every other claim is reported, pointing at the one that keeps the address.
 */
export function checkDuplicateClaims(claims: readonly Claim[]): Diagnostic[] {
  const byValue = new Map<string, Claim[]>();
  for (const claim of claims) {
    if (!claim.source || !claim.at || claim.problem) continue;
    const claimants = byValue.get(claim.value);
    if (claimants) claimants.push(claim);
    else byValue.set(claim.value, [claim]);
  }
  const diagnostics: Diagnostic[] = [];
  for (const [value, claimants] of byValue) {
    if (claimants.length < 2) continue;
    const owner = ownerOf(claimants, value);
    const ownerAt = locate(owner.source as YamlSource, owner.at as DataPath);
    for (const claim of claimants) {
      if (claim === owner) continue;
      const at = claim.at as DataPath;
      const where = at.length === 1 ? String(at[0]) : `${String(at[0])}[${String(at[1])}]`;
      diagnostics.push(
        diagnostic(
          'FW301',
          {
            path: value,
            owner: { file: owner.file, ...ownerAt },
            namedAfterIt: owner.file !== claim.file && nameMatches(owner.file, value),
          },
          { file: claim.file, ...locate(claim.source as YamlSource, at), where },
        ),
      );
    }
  }
  return diagnostics;
}

/**
 * Which of the claims on one address keeps it: the file named after the address (pages/banking.yaml keeps
 * /banking), else the first that claims it as its `path` rather than an alias, else the first.
 */
export function ownerOf<Claimant extends { file: string; at?: DataPath }>(
  claimants: readonly Claimant[],
  address: string,
): Claimant {
  return (
    claimants.find((claim) => nameMatches(claim.file, address)) ??
    claimants.find((claim) => claim.at?.[0] === 'path') ??
    claimants[0]
  );
}

const WELL_FORMED = /^(\/|(\/[a-z0-9]+(-[a-z0-9]+)*)+|\*)$/;

/**
 * Completes the schema's message for each malformed claim: the hint suggests the address it evidently means, and
 * the message ends with the number of links that lead to the page only through it, instead of a dead-link error
 * for each of them.
 */
export function explainMalformedClaims(claims: readonly Claim[]): void {
  for (const claim of claims) {
    const problem = claim.problem;
    if (!problem) continue;
    if (problem.code === 'FW204') {
      reword(problem, { foldedLinks: claim.foldedLinks, meant: claim.meant ?? addressFromName(claim.file) });
      continue;
    }
    const meant = claim.target !== claim.value && WELL_FORMED.test(claim.target) ? claim.target : undefined;
    if (problem.code === 'FW206') reword(problem, { foldedLinks: claim.foldedLinks, meant });
  }
}

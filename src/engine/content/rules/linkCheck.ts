import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostics.ts';
import { closestMatch } from '../../diagnostics/didYouMean.ts';
import { describePath } from '../schema/describeSchemaError.ts';
import { nameMatches, type Claim } from './pageClaims.ts';
import { walkData } from './walkData.ts';
import { locate, type DataPath, type YamlSource } from '../yaml/yamlSource.ts';
import { NOT_FOUND_PATH } from '../../../core/routePaths.ts';
import { isFilePath } from '../../../core/href.ts';

/** One link of a file: its address, where it is in the data, and that place described for messages. */
export type FoundLink = [href: string, at: DataPath, where: string];

/** Each source's links, found once: a validation session checks a kept file's links again after every change. */
const linksOf = new WeakMap<YamlSource, FoundLink[]>();

/** Every `href` in a source's data, found once per source. */
export function hrefsOf(source: YamlSource): FoundLink[] {
  let found = linksOf.get(source);
  if (!found) {
    found = hrefsIn(source.data).map(([href, at]) => [href, at, describePath(source.data, at)]);
    linksOf.set(source, found);
  }
  return found;
}

/** Records the links of a source found elsewhere (by a worker process), so its data need not be walked here. */
export function rememberHrefs(source: YamlSource, links: FoundLink[]): void {
  linksOf.set(source, links);
}

function hrefsIn(value: unknown): [string, DataPath][] {
  const found: [string, DataPath][] = [];
  walkData(value, (item, at, key) => {
    if (key === 'href' && typeof item === 'string') found.push([item, [...at]]);
    return undefined;
  });
  return found;
}

/** The page and section an in-site link points at; undefined for an address outside the site or a file. */
function inSiteTarget(href: string, ownPath: string | undefined): { path: string; anchor?: string } | undefined {
  const hash = href.indexOf('#');
  const linkPath = hash === -1 ? href : href.slice(0, hash);
  const anchor = hash === -1 ? undefined : href.slice(hash + 1);
  if (linkPath.startsWith('/') && !linkPath.startsWith('//') && !isFilePath(linkPath))
    return { path: linkPath, anchor };
  if (linkPath === '' && anchor !== undefined && ownPath !== undefined) return { path: ownPath, anchor };
  return undefined;
}

export interface LinkSource {
  source: YamlSource;
  /** The page's own path, for `#anchor` links; undefined for the site file. */
  ownPath: string | undefined;
  /** Places already reported in this file (such as an href that fails its pattern), not checked again. */
  skip: ReadonlySet<string>;
}

/** What the link check found in one file: its problems, and the malformed claims its links reached the page through. */
interface FileLinks {
  diagnostics: Diagnostic[];
  /**
   * `claimKey` of each malformed or presumed claim a link in the file depends on, once per link, with the address
   * the link uses.
   */
  folded: [key: string, target: string][];
}

/**
 * Each file's link problems, kept by a validation session while the addresses and sections of every page stay
 * as they were (the session starts a new memo when they change): a save that changes neither re-checks the saved
 * file's links only.
 */
export interface LinkMemo {
  results: WeakMap<YamlSource, FileLinks>;
  /** The addresses every page claims, looked up by target; built once for the memo. */
  index?: LinkIndex;
}

const claimKey = (claim: Claim) => `${claim.file}\0${claim.value}`;

interface LinkIndex {
  byTarget: Map<string, Claim[]>;
  targets: string[];
  sections: ReadonlyMap<string, readonly string[]>;
  /** The pages whose file says no path: each claims the otherwise dead addresses its name matches. */
  presumed: Claim[];
}

function linkIndex(claims: readonly Claim[], sections: ReadonlyMap<string, readonly string[]>): LinkIndex {
  const byTarget = new Map<string, Claim[]>();
  const presumed: Claim[] = [];
  for (const claim of claims) {
    if (claim.presumed) {
      presumed.push(claim);
      continue;
    }
    for (const key of new Set([claim.value, claim.target])) {
      const list = byTarget.get(key);
      if (list) list.push(claim);
      else byTarget.set(key, [claim]);
    }
  }
  const targets = [...byTarget.keys()].filter((claim) => claim !== NOT_FOUND_PATH && claim.startsWith('/'));
  return { byTarget, targets, sections, presumed };
}

function checkFileLinks({ source, ownPath, skip }: LinkSource, index: LinkIndex): FileLinks {
  const diagnostics: Diagnostic[] = [];
  const folded: [string, string][] = [];
  for (const [href, at, where] of hrefsOf(source)) {
    const link = inSiteTarget(href, ownPath);
    if (!link || skip.has(where)) continue;
    const target = link.path;
    const claimants = index.byTarget.get(target);
    if (!claimants) {
      // A page whose path line is missing or unreadable is reported once, in its own file, with these links.
      const presumer = index.presumed.find((claim) => nameMatches(claim.file, target));
      if (presumer) {
        // Counted on the page's own message when it has one (a missing path line, FW204).
        if (presumer.problem) folded.push([claimKey(presumer), target]);
        continue;
      }
      const suggestion = closestMatch(target, index.targets);
      diagnostics.push(diagnostic('FW304', { href, suggestion }, { file: source.file, ...locate(source, at), where }));
      continue;
    }
    if (claimants.every((claim) => claim.value !== target)) {
      const through = claimants.find((claim) => claim.problem);
      if (through) folded.push([claimKey(through), target]);
    }
    const ids = index.sections.get(target);
    if (link.anchor === undefined || !ids || ids.includes(link.anchor)) continue;
    const closest = closestMatch(link.anchor, ids);
    diagnostics.push(
      diagnostic(
        'FW305',
        { href, path: target, id: link.anchor, suggestion: closest, ids },
        { file: source.file, ...locate(source, at), where },
      ),
    );
  }
  return { diagnostics, folded };
}

/**
 * Every in-site link leads to an address some page claims, and every `#anchor` to a block id on that page. A page
 * that failed its own checks still claims its addresses, so only its own problems are reported: a link reaches it
 * through a malformed path (`/Banking/` for `/banking`) is counted on that path's message instead of reported.
 * Sections are known only for valid pages (`sections`); links into other pages are not checked further. With a
 * `memo`, a file's results are kept and used again; the caller starts a new memo when addresses or sections change.
 */
export function checkLinks(
  files: readonly LinkSource[],
  claims: readonly Claim[],
  sections: ReadonlyMap<string, readonly string[]>,
  memo?: LinkMemo,
): Diagnostic[] {
  let byKey: Map<string, Claim> | undefined;
  let index: LinkIndex | undefined;
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    let result = memo?.results.get(file.source);
    if (!result) {
      index ??= memo?.index ?? linkIndex(claims, sections);
      if (memo) memo.index = index;
      result = checkFileLinks(file, index);
      memo?.results.set(file.source, result);
    }
    diagnostics.push(...result.diagnostics);
    for (const [key, target] of result.folded) {
      byKey ??= new Map(claims.map((claim) => [claimKey(claim), claim]));
      const claim = byKey.get(key);
      if (!claim) continue;
      claim.foldedLinks += 1;
      if (claim.presumed) claim.meant ??= target;
    }
  }
  return diagnostics;
}

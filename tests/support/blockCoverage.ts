import { loadContent } from '../../src/engine/content/session/contentSet';
import { PROJECT_ROOT } from './paths';

/**
 * The fewest of `paths` (greedily: each next path adds the most block types not yet shown) whose pages together use
 * every block type any of them uses, and each `variant` a block sets. A check that depends on the block, not on the
 * route, runs on these and sees every block the site shows.
 */
export function pathsCoveringEveryBlock(paths: readonly string[]): string[] {
  const pages = loadContent({ root: PROJECT_ROOT }).pages.map(({ page }) => page);
  const kindsOf = new Map(
    paths.map((pagePath) => {
      const page = pages.find((candidate) => candidate.path === pagePath);
      const kinds = (page?.blocks ?? []).map((block) =>
        'variant' in block && typeof block.variant === 'string' ? `${block.type}:${block.variant}` : block.type,
      );
      return [pagePath, new Set(kinds)];
    }),
  );
  const uncovered = new Set([...kindsOf.values()].flatMap((kinds) => [...kinds]));
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    const [best] = [...kindsOf].sort(
      ([, a], [, b]) =>
        [...b].filter((kind) => uncovered.has(kind)).length - [...a].filter((kind) => uncovered.has(kind)).length,
    );
    chosen.push(best[0]);
    for (const kind of best[1]) uncovered.delete(kind);
    kindsOf.delete(best[0]);
  }
  return chosen;
}

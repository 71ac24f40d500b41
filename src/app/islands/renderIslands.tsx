import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandIdentifierPrefix, scriptJson } from '../../core/islands';
import type { Site } from '../../generated/site';
import type { CollectedIsland, IslandCollector, IslandDefinition } from '../../ui/islands/IslandCollector';
import { islandModules } from '../../generated/islands';
import { IslandRoot } from './IslandRoot';

// Every island module, loaded once when the server bundle starts: a page render needs each island's name at once.
const namesByDefinition = new Map<IslandDefinition<never>, string>(
  await Promise.all(
    Object.entries(islandModules).map(
      async ([name, load]) => [(await load()).default as IslandDefinition<never>, name] as const,
    ),
  ),
);

/** Collects a page's islands while it renders; see {@link spliceIslands} for what happens to them afterwards. */
export function createIslandCollector(): IslandCollector & { islands: CollectedIsland[] } {
  const islands: CollectedIsland[] = [];
  // A slot is plain text no content can contain by accident: a random nonce per render.
  const nonce = Math.random().toString(36).slice(2, 10);
  return {
    islands,
    add(definition, when, props) {
      const name = namesByDefinition.get(definition);
      if (!name)
        throw new Error(
          'an <Island of={…}> names a definition that is not the default export of an *.island.ts(x) module (run `npm run gen:blocks` after adding one)',
        );
      const island: CollectedIsland = {
        id: `i${islands.length}`,
        name,
        when,
        definition,
        props,
        slot: `fw-slot-${nonce}-${islands.length}-end`,
      };
      islands.push(island);
      return island;
    },
  };
}

/** A React island's HTML, rendered as a root of its own with the identifier prefix its hydration will use. */
function renderReactIsland(island: CollectedIsland, labels: Site['labels']): string {
  if (island.definition.kind !== 'react') return '';
  const Component = island.definition.Component as ComponentType<object>;
  try {
    return renderToString(
      <IslandRoot labels={labels}>
        <Component {...(island.props as object)} />
      </IslandRoot>,
      { identifierPrefix: islandIdentifierPrefix(island.id) },
    );
  } catch (error) {
    throw new Error(
      `island ${island.name} failed to render: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

/**
 * Fills each island's slot in a page's HTML with its props (a JSON data block) and, for a React island, its own
 * server render. Replacement is by function, so `$` sequences in content stay as written.
 */
export function spliceIslands(html: string, islands: readonly CollectedIsland[], labels: Site['labels']): string {
  let result = html;
  for (const island of islands) {
    const parts = result.split(island.slot);
    if (parts.length !== 2) throw new Error(`island ${island.name} was rendered ${parts.length - 1} times`);
    const content = `<script type="application/json">${scriptJson(island.props ?? null)}</script>${renderReactIsland(island, labels)}`;
    result = parts[0] + content + parts[1];
  }
  return result;
}

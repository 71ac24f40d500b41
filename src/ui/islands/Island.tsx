import { createElement, useContext, type ReactNode } from 'react';
import {
  ISLAND_ID_ATTRIBUTE,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_TAG,
  ISLAND_TRIGGER_ATTRIBUTE,
  type DomIsland,
  type IslandTrigger,
} from '../../core/islands';
import { IslandCollectorContext, type IslandDefinition } from './IslandCollector';
import type { ReactIsland } from './reactIsland';

type IslandProps<Props> =
  | {
      /** The island module's default export. */
      of: ReactIsland<Props>;
      when: IslandTrigger;
      /** Everything the island needs, as JSON: it is written into the page for the browser to read. */
      props: Props;
      children?: never;
    }
  | {
      of: DomIsland<Props>;
      when: IslandTrigger;
      props: Props;
      /** The HTML the DOM island brings to life. */
      children: ReactNode;
    };

/**
 * Marks a part of the page that runs in the browser. In a page render, it writes an island element: a React
 * island's HTML is rendered as a root of its own and spliced in afterwards; a DOM island's HTML is its children.
 * Anywhere else (inside another island, in a unit test) it simply renders the island's content in place.
 */
export function Island<Props>(island: IslandProps<Props>) {
  const collector = useContext(IslandCollectorContext);
  const { of: definition, when, props } = island;
  if (!collector) {
    return definition.kind === 'react' ? createElement(definition.Component as never, props as never) : island.children;
  }
  const collected = collector.add(definition as IslandDefinition<never>, when, props);
  return createElement(
    ISLAND_TAG,
    {
      [ISLAND_NAME_ATTRIBUTE]: collected.name,
      [ISLAND_TRIGGER_ATTRIBUTE]: when,
      [ISLAND_ID_ATTRIBUTE]: collected.id,
    },
    collected.slot,
    definition.kind === 'dom' ? island.children : null,
  );
}

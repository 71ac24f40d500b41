import { createContext } from 'react';
import type { DomIsland, IslandTrigger } from '../../core/islands';
import type { ReactIsland } from './reactIsland';

export type IslandDefinition<Props> = ReactIsland<Props> | DomIsland<Props>;

/** One island a page render met, in document order. */
export interface CollectedIsland {
  /** Unique in its page, such as `i3`. */
  id: string;
  /** The island module's name, such as `blocks/Hero/BackButton`. */
  name: string;
  when: IslandTrigger;
  definition: IslandDefinition<never>;
  props: unknown;
  /** Text the renderer later replaces with the island's props and, for a React island, its own HTML. */
  slot: string;
}

/** Gathers the islands of one page render; provided by the page renderer, absent anywhere else. */
export interface IslandCollector {
  add(definition: IslandDefinition<never>, when: IslandTrigger, props: unknown): CollectedIsland;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

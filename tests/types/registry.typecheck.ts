// Compiled by `npm run typecheck`, never run: each @ts-expect-error must meet the error it expects,
// or tsc fails with "Unused '@ts-expect-error' directive".
import { blockRegistry, type BlockRegistry } from '../../src/blocks/registry';
import type { EveryBlockHasAnEntry } from '../../src/blocks/blockEntry';
import type { FaqBlock, HeroBlock } from '../../src/generated/page';
import { reactIsland } from '../../src/ui/islands/reactIsland';

declare function componentOf<P>(): (props: P) => null;

const staticHero = { runs: 'static', component: componentOf<HeroBlock>() } as const;
const heroIsland = { runs: 'idle', island: reactIsland(componentOf<HeroBlock>()) } as const;
const faqOnHover = { runs: 'hover', island: reactIsland(componentOf<FaqBlock>()) } as const;
const faqWhenVisible = { runs: 'visible', island: reactIsland(componentOf<FaqBlock>()) } as const;

export const valid = { ...blockRegistry } satisfies BlockRegistry;

const { hero: _omitted, ...withoutHero } = blockRegistry;
// @ts-expect-error a block type without a decision
export const missing = withoutHero satisfies BlockRegistry;

// @ts-expect-error a block for a type the schemas do not define
export const extra = { ...blockRegistry, 'rate-chart': staticHero } satisfies BlockRegistry;

// @ts-expect-error a component whose props belong to another block
export const mistyped = { ...blockRegistry, faq: staticHero } satisfies BlockRegistry;

// @ts-expect-error an island whose props belong to another block
export const mistypedIsland = { ...blockRegistry, faq: heroIsland } satisfies BlockRegistry;

// @ts-expect-error a trigger that does not exist
export const unknownTrigger = { ...blockRegistry, faq: faqOnHover } satisfies BlockRegistry;

export const wellTyped = { ...blockRegistry, faq: faqWhenVisible } satisfies BlockRegistry;

// A generated registry that lags behind the schemas fails in one line naming the block (src/generated/blocks.ts):
export const complete: EveryBlockHasAnEntry<typeof blockRegistry> = true;
// @ts-expect-error no registry entry for block "hero": run npm run gen:blocks
export const lagging: EveryBlockHasAnEntry<typeof withoutHero> = true;
export const named: EveryBlockHasAnEntry<typeof withoutHero> =
  'no registry entry for block "hero": run npm run gen:blocks';

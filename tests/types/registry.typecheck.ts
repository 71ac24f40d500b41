// Compiled by `npm run typecheck`, never run: each @ts-expect-error must meet the error it expects,
// or tsc fails with "Unused '@ts-expect-error' directive".
import { blockLoaders, type BlockLoaders } from '../../src/blocks/registry';
import type { FaqBlock, HeroBlock } from '../../src/generated/page';

declare function loaderOf<P>(): () => Promise<(props: P) => null>;

export const valid = { ...blockLoaders } satisfies BlockLoaders;

const { hero: _omitted, ...withoutHero } = blockLoaders;
// @ts-expect-error a block type without a component
export const missing = withoutHero satisfies BlockLoaders;

// @ts-expect-error a component for a block type the schemas do not define
export const extra = { ...blockLoaders, 'rate-chart': loaderOf<HeroBlock>() } satisfies BlockLoaders;

// @ts-expect-error a component whose props belong to another block
export const mistyped = { ...blockLoaders, faq: loaderOf<HeroBlock>() } satisfies BlockLoaders;

export const wellTyped = { ...blockLoaders, faq: loaderOf<FaqBlock>() } satisfies BlockLoaders;

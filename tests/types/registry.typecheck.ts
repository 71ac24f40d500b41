// Compiled by `npm run typecheck`, never run: each @ts-expect-error must meet the error it expects,
// or tsc fails with "Unused '@ts-expect-error' directive".
import type { BlockLoaders } from '../../src/blocks/registry';
import type {
  BannerCarouselBlock,
  CardGridBlock,
  FaqBlock,
  HeroBlock,
  NoticeBlock,
  QuickLinksBlock,
  RateTableBlock,
} from '../../src/generated/page';

declare function component<P>(): (props: P) => null;
const load =
  <P>() =>
  () =>
    Promise.resolve(component<P>());

const complete = {
  'banner-carousel': load<BannerCarouselBlock>(),
  'card-grid': load<CardGridBlock>(),
  faq: load<FaqBlock>(),
  hero: load<HeroBlock>(),
  notice: load<NoticeBlock>(),
  'quick-links': load<QuickLinksBlock>(),
  'rate-table': load<RateTableBlock>(),
};
export const valid = complete satisfies BlockLoaders;

const { hero: _omitted, ...withoutHero } = complete;
// @ts-expect-error a block type without a component
export const missing = withoutHero satisfies BlockLoaders;

// @ts-expect-error a component for a block type the schemas do not define
export const extra = { ...complete, 'rate-chart': load<HeroBlock>() } satisfies BlockLoaders;

// @ts-expect-error a component whose props belong to another block
export const mistyped = { ...complete, faq: load<HeroBlock>() } satisfies BlockLoaders;

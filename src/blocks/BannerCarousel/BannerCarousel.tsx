import { Carousel } from '@mantine/carousel';
import { useId } from 'react';
import type { BannerCarouselBlock } from '../../generated/page';
import { buttonStyle } from '../../ui/buttonStyle';
import { Container } from '../../ui/Container';
import { Icon } from '../../ui/Icon';
import { Island } from '../../ui/islands/Island';
import { SmartLink } from '../../ui/SmartLink';
import { useSite } from '../../ui/SiteContext';
import classes from './BannerCarousel.module.css';
import spike from './Spike.island';

const DEFAULT_INTERVAL_MS = 5000;

function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/**
 * Rotating banners following the WAI-ARIA carousel pattern: the rotation control comes first in tab order,
 * rotation holds while the carousel has focus or the pointer, and only the shown slide is exposed to assistive
 * technology. Mantine's Carousel renders the slides and the previous and next controls on the server; in the
 * browser a small DOM island drives that markup with Embla's own engine (no React), started once the carousel
 * nears the viewport. Without JavaScript the slides sit side by side in a strip that scrolls, so every slide and
 * link stays reachable.
 */
export function BannerCarousel({ id, label, intervalMs = DEFAULT_INTERVAL_MS, slides }: BannerCarouselBlock) {
  const { labels } = useSite();
  const slidesId = useId();
  // Mantine writes the controls as Embla would leave them before it measures (disabled, out of the tab order):
  // with `loop` both always lead somewhere, so they are written live, and they control the slides.
  const control = (name: string, hook: string) => ({
    'aria-label': name,
    'aria-controls': slidesId,
    'aria-disabled': undefined,
    'data-inactive': undefined,
    tabIndex: undefined,
    [hook]: '',
  });
  return (
    <section id={id} aria-roledescription="carousel" aria-label={label} className={classes.carousel}>
      <Container>
        <Island of={spike} when="visible" props={{ intervalMs, slides }} />
      </Container>
    </section>
  );
}

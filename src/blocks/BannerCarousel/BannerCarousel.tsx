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
import rotation from './Rotation.island';

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
        <Island
          of={rotation}
          when="visible"
          props={{ intervalMs, playLabel: labels.carouselPlay, pauseLabel: labels.carouselPause }}
        >
          <div className={classes.frame} data-carousel="">
            <div className={classes.rotation}>
              <button
                type="button"
                className={classes.roundButton}
                data-variant="white"
                aria-label={labels.carouselPause}
                aria-controls={slidesId}
                data-carousel-toggle=""
              >
                <Icon name="player-pause" size={18} className={classes.pauseIcon} />
                <Icon name="player-play" size={18} className={classes.playIcon} />
              </button>
            </div>
            {/* Mantine writes the slides' size in a <style> before its root: the first child of an element of its own. */}
            <div className={classes.root}>
              <Carousel
                classNames={{
                  root: classes.root,
                  viewport: classes.viewport,
                  container: classes.track,
                  controls: classes.controls,
                  control: classes.roundButton,
                  slide: classes.slide,
                }}
                // The section is the carousel; Mantine's root is only a wrapper here. The slides' strip is the
                // region the controls name and that announces a change while rotation is off.
                attributes={{
                  root: { role: undefined, 'aria-roledescription': undefined },
                  container: { id: slidesId, 'aria-live': 'off', 'data-carousel-track': '' },
                }}
                previousControlIcon={<Icon name="chevron-left" size={18} />}
                nextControlIcon={<Icon name="chevron-right" size={18} />}
                previousControlProps={control(labels.carouselPrevious, 'data-carousel-previous')}
                nextControlProps={control(labels.carouselNext, 'data-carousel-next')}
                withKeyboardEvents={false}
              >
                {slides.map((slide, index) => (
                  <Carousel.Slide
                    key={slide.id}
                    aria-label={fill(labels.carouselSlideOf, { n: index + 1, total: slides.length })}
                    data-active={index === 0 || undefined}
                  >
                    <div className={classes.copy}>
                      <p className={classes.eyebrow}>{slide.eyebrow}</p>
                      <h2 className={classes.title}>
                        {slide.title}
                        {slide.highlight ? (
                          <>
                            {' '}
                            <span className={classes.highlight}>{slide.highlight}</span>
                          </>
                        ) : null}
                      </h2>
                      <p className={classes.subtitle}>{slide.subtitle}</p>
                      <div className={classes.cta}>
                        <SmartLink href={slide.cta.href} newTab={slide.cta.newTab} {...buttonStyle('white', 'md')}>
                          {slide.cta.label}
                        </SmartLink>
                      </div>
                      {slide.disclaimer ? <p className={classes.disclaimer}>{slide.disclaimer}</p> : null}
                    </div>
                    <img
                      src={slide.image.src}
                      alt={slide.image.alt}
                      width={360}
                      height={270}
                      className={classes.image}
                      draggable={false}
                      loading="lazy"
                    />
                  </Carousel.Slide>
                ))}
              </Carousel>
            </div>
            <div className={classes.dots}>
              {slides.map((slide, index) => (
                <button
                  key={slide.id}
                  type="button"
                  className={classes.dot}
                  aria-label={fill(labels.carouselGoTo, { n: index + 1 })}
                  aria-current={index === 0 ? 'true' : undefined}
                  aria-controls={slidesId}
                  data-carousel-dot={index}
                />
              ))}
            </div>
          </div>
        </Island>
      </Container>
    </section>
  );
}

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
 * technology. The slides are server HTML; a small DOM island (no React) moves between them, started once the
 * carousel nears the viewport (a visitor who never scrolls to it pays nothing for it). Without JavaScript
 * the slides sit side by side in a strip that scrolls, so every slide and link stays reachable.
 */
export function BannerCarousel({ id, label, intervalMs = DEFAULT_INTERVAL_MS, slides }: BannerCarouselBlock) {
  const { labels } = useSite();
  const slidesId = useId();
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
            <div className={classes.viewport}>
              <div id={slidesId} className={classes.track} aria-live="off" data-carousel-track="">
                {slides.map((slide, index) => (
                  <div
                    key={slide.id}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={fill(labels.carouselSlideOf, { n: index + 1, total: slides.length })}
                    className={classes.slide}
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
                  </div>
                ))}
              </div>
            </div>
            <div className={classes.controls}>
              <button
                type="button"
                className={classes.roundButton}
                aria-label={labels.carouselPrevious}
                aria-controls={slidesId}
                data-carousel-previous=""
              >
                <Icon name="chevron-left" size={18} />
              </button>
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
              <button
                type="button"
                className={classes.roundButton}
                aria-label={labels.carouselNext}
                aria-controls={slidesId}
                data-carousel-next=""
              >
                <Icon name="chevron-right" size={18} />
              </button>
            </div>
          </div>
        </Island>
      </Container>
    </section>
  );
}

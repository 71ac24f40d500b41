import { Carousel } from '@mantine/carousel';
import { ActionIcon, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useId, useState } from 'react';
import { Container } from '../../ui/Container';
import { useLabels } from '../../ui/SiteContext';
import type { BannerCarouselBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import classes from './BannerCarousel.module.css';
import { useRotation } from './useRotation';

const DEFAULT_INTERVAL_MS = 5000;

/** Embla settings: one full-width slide at a time, wrapping at both ends. */
const EMBLA_OPTIONS: EmblaOptionsType = { loop: true, align: 'start' };

function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/**
 * Rotating banners on Mantine Carousel (Embla), following the WAI-ARIA carousel pattern: the rotation control
 * comes first in tab order, rotation holds while the carousel has focus or the pointer, and only the shown slide
 * is exposed to assistive technology. The slide index lives in React state (so the server-rendered HTML shows
 * slide 1 and timers are plain intervals); Embla follows it and reports swipes back.
 */
export function BannerCarousel({ id, label, intervalMs = DEFAULT_INTERVAL_MS, slides }: BannerCarouselBlock) {
  const labels = useLabels();
  const slidesId = useId();
  const reduceMotion = useReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const { active, playing, show, next, previous, togglePlaying, setHovered, setFocused } = useRotation(
    slides.length,
    intervalMs,
  );

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== active) embla.scrollTo(active, reduceMotion);
  }, [embla, active, reduceMotion]);

  return (
    <section id={id} aria-roledescription="carousel" aria-label={label} className={classes.carousel}>
      <Container>
        <div
          className={classes.frame}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
          }}
        >
          <div className={classes.rotation}>
            <ActionIcon
              variant="white"
              color="fern.9"
              size="lg"
              radius="xl"
              onClick={togglePlaying}
              aria-label={playing ? labels.carouselPause : labels.carouselPlay}
              aria-controls={slidesId}
            >
              {playing ? (
                <IconPlayerPause size={18} aria-hidden="true" />
              ) : (
                <IconPlayerPlay size={18} aria-hidden="true" />
              )}
            </ActionIcon>
          </div>
          <Carousel
            emblaOptions={EMBLA_OPTIONS}
            getEmblaApi={setEmbla}
            onSlideChange={show}
            withControls={false}
            withIndicators={false}
            withKeyboardEvents={false}
            classNames={{ root: classes.root }}
            attributes={{
              // The surrounding section is the labelled carousel; Embla's root is only the sliding mechanism.
              root: { role: undefined, 'aria-roledescription': undefined },
              container: { id: slidesId, 'aria-live': playing ? 'off' : 'polite' },
            }}
          >
            {slides.map((slide, index) => {
              const isActive = index === active;
              return (
                <Carousel.Slide
                  key={slide.id}
                  aria-label={fill(labels.carouselSlideOf, { n: index + 1, total: slides.length })}
                  data-active={isActive || undefined}
                  aria-hidden={!isActive || undefined}
                  inert={!isActive || undefined}
                >
                  <div className={classes.slide}>
                    <div className={classes.copy}>
                      <Text className={classes.eyebrow} fw={700}>
                        {slide.eyebrow}
                      </Text>
                      <Title order={2} className={classes.title}>
                        {slide.title}
                        {slide.highlight ? (
                          <>
                            {' '}
                            <span className={classes.highlight}>{slide.highlight}</span>
                          </>
                        ) : null}
                      </Title>
                      <Text size="lg" className={classes.subtitle}>
                        {slide.subtitle}
                      </Text>
                      <div className={classes.cta}>
                        <ActionButton action={slide.cta} size="md" fallbackVariant="primary" />
                      </div>
                      {slide.disclaimer ? (
                        <Text size="xs" className={classes.disclaimer}>
                          {slide.disclaimer}
                        </Text>
                      ) : null}
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
                </Carousel.Slide>
              );
            })}
          </Carousel>
          <div className={classes.controls}>
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              onClick={previous}
              aria-label={labels.carouselPrevious}
              aria-controls={slidesId}
            >
              <IconChevronLeft size={18} aria-hidden="true" />
            </ActionIcon>
            <div className={classes.dots}>
              {slides.map((slide, index) => (
                <button
                  key={slide.id}
                  type="button"
                  className={classes.dot}
                  aria-label={fill(labels.carouselGoTo, { n: index + 1 })}
                  aria-current={index === active ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => show(index)}
                />
              ))}
            </div>
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              onClick={next}
              aria-label={labels.carouselNext}
              aria-controls={slidesId}
            >
              <IconChevronRight size={18} aria-hidden="true" />
            </ActionIcon>
          </div>
        </div>
      </Container>
    </section>
  );
}

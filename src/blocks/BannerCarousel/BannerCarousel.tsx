import { ActionIcon, Container, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useId } from 'react';
import { useSite } from '../../app/SiteContext';
import type { BannerCarouselBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import classes from './BannerCarousel.module.css';
import { useRotation } from './useRotation';

const DEFAULT_INTERVAL_MS = 5000;

function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** Rotating banners following the WAI-ARIA carousel pattern: the rotation control comes first in tab order. */
export function BannerCarousel({ id, label, intervalMs = DEFAULT_INTERVAL_MS, slides }: BannerCarouselBlock) {
  const { maxWidth, labels } = useSite();
  const slidesId = useId();
  const { active, playing, show, next, previous, togglePlaying, setHeld } = useRotation(slides.length, intervalMs);

  return (
    <section id={id} aria-roledescription="carousel" aria-label={label} className={classes.carousel}>
      <Container
        size={maxWidth}
        px={{ base: 'md', sm: 'xl' }}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
        }}
      >
        <div className={classes.frame}>
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
          <div id={slidesId} className={classes.slides} aria-live={playing ? 'off' : 'polite'}>
            {slides.map((slide, index) => {
              const isActive = index === active;
              return (
                <div
                  key={slide.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={fill(labels.carouselSlideOf, { n: index + 1, total: slides.length })}
                  className={classes.slide}
                  data-active={isActive || undefined}
                  aria-hidden={!isActive || undefined}
                  inert={!isActive || undefined}
                >
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
                    loading={index === 0 ? 'eager' : 'lazy'}
                  />
                </div>
              );
            })}
          </div>
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

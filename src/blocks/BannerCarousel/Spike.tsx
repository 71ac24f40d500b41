import { Carousel } from '@mantine/carousel';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useId, useRef, useState } from 'react';
import type { BannerCarouselBlock } from '../../generated/page';
import { buttonStyle } from '../../ui/buttonStyle';
import { Icon } from '../../ui/Icon';
import { useLabels } from '../../ui/SiteContext';
import classes from './BannerCarousel.module.css';

function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

export interface SpikeProps {
  intervalMs: number;
  slides: BannerCarouselBlock['slides'];
}

/** SPIKE (option a): the carousel's frame as a React island, Mantine's Carousel hydrated with Embla's autoplay. */
export function SpikeFrame({ intervalMs, slides }: SpikeProps) {
  const labels = useLabels();
  const slidesId = useId();
  const [api, setApi] = useState<EmblaCarouselType>();
  const [shown, setShown] = useState(0);
  const [playing, setPlaying] = useState(true);
  const autoplay = useRef(
    Autoplay({ delay: intervalMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }),
  );
  const control = (name: string, hook: string) => ({
    'aria-label': name,
    'aria-controls': slidesId,
    'aria-disabled': undefined,
    'data-inactive': undefined,
    tabIndex: undefined,
    [hook]: '',
  });
  return (
    <div className={classes.frame} data-carousel="" data-ready={api ? '' : undefined}>
      <div className={classes.rotation}>
        <button
          type="button"
          className={classes.roundButton}
          data-variant="white"
          aria-label={playing ? labels.carouselPause : labels.carouselPlay}
          aria-controls={slidesId}
          data-paused={playing ? undefined : ''}
          onClick={() => {
            if (playing) autoplay.current.stop();
            else autoplay.current.play();
            setPlaying(!playing);
          }}
        >
          <Icon name="player-pause" size={18} className={classes.pauseIcon} />
          <Icon name="player-play" size={18} className={classes.playIcon} />
        </button>
      </div>
      <Carousel
        classNames={{
          root: classes.root,
          viewport: classes.viewport,
          container: classes.track,
          controls: classes.controls,
          control: classes.roundButton,
          slide: classes.slide,
        }}
        attributes={{
          root: { role: undefined, 'aria-roledescription': undefined },
          container: { id: slidesId, 'aria-live': playing ? 'off' : 'polite' },
        }}
        emblaOptions={{ loop: true, align: 'start' }}
        plugins={[autoplay.current]}
        getEmblaApi={setApi}
        onSlideChange={setShown}
        previousControlIcon={<Icon name="chevron-left" size={18} />}
        nextControlIcon={<Icon name="chevron-right" size={18} />}
        previousControlProps={control(labels.carouselPrevious, 'data-carousel-previous')}
        nextControlProps={control(labels.carouselNext, 'data-carousel-next')}
      >
        {slides.map((slide, index) => (
          <Carousel.Slide
            key={slide.id}
            aria-label={fill(labels.carouselSlideOf, { n: index + 1, total: slides.length })}
            data-active={index === shown || undefined}
            inert={index !== shown}
            aria-hidden={index !== shown || undefined}
          >
            <div>
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
                <a href={slide.cta.href} {...buttonStyle('white', 'md')}>
                  {slide.cta.label}
                </a>
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
      <div className={classes.dots}>
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            className={classes.dot}
            aria-label={fill(labels.carouselGoTo, { n: index + 1 })}
            aria-current={index === shown ? 'true' : undefined}
            aria-controls={slidesId}
            onClick={() => api?.scrollTo(index)}
          />
        ))}
      </div>
    </div>
  );
}

import type { DomIsland } from '../../core/domIsland';
import EmblaCarousel from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

interface RotationProps {
  intervalMs: number;
  playLabel: string;
  pauseLabel: string;
}

/**
 * Moves the banner carousel that Mantine's Carousel rendered on the server, with Embla's own engine (no React):
 * every `intervalMs` while playing, unless the pointer or focus is inside (any move restarts the interval);
 * previous, next and Embla's drag wrap around; the dots jump; arrow keys move too. Pressing Play starts rotation
 * at once, wherever focus and the pointer are; the next time either enters the carousel it holds again. Only the
 * shown slide is exposed (the others are inert and hidden from assistive technology), and the slides announce
 * themselves only while rotation is paused. A visitor who asks for reduced motion gets no automatic rotation and
 * no sliding: every move jumps.
 */
const rotation: DomIsland<RotationProps> = {
  kind: 'dom',
  mount: (element, { intervalMs, playLabel, pauseLabel }) => {
    const frame = element.querySelector<HTMLElement>('[data-carousel]');
    const track = element.querySelector<HTMLElement>('[data-carousel-track]');
    const viewport = track?.parentElement;
    const toggle = element.querySelector<HTMLButtonElement>('[data-carousel-toggle]');
    if (!frame || !track || !viewport || !toggle) return;
    const slides = [...track.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
    const dots = [...element.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

    let playing = !reduceMotion;
    let hovered = false;
    let focused = false;

    const autoplay = Autoplay({
      delay: intervalMs,
      jump: reduceMotion,
      playOnInit: false,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    });
    const embla = EmblaCarousel(viewport, { loop: true, align: 'start', container: track }, [autoplay]);

    /** Draws the slides in `drawn` and no other (the CSS hides a slide without `data-active`). */
    const draw = (drawn: (index: number) => boolean) =>
      slides.forEach((slide, index) => slide.toggleAttribute('data-active', drawn(index)));

    let shown = embla.selectedScrollSnap();
    const render = () => {
      const previous = shown;
      shown = embla.selectedScrollSnap();
      // The slide that leaves stays drawn while it slides out (until `settle`); with reduced motion it jumped.
      draw((index) => index === shown || (!reduceMotion && index === previous));
      slides.forEach((slide, index) => {
        slide.toggleAttribute('inert', index !== shown);
        if (index === shown) slide.removeAttribute('aria-hidden');
        else slide.setAttribute('aria-hidden', 'true');
      });
      dots.forEach((dot, index) => {
        if (index === shown) dot.setAttribute('aria-current', 'true');
        else dot.removeAttribute('aria-current');
      });
      toggle.setAttribute('aria-label', playing ? pauseLabel : playLabel);
      toggle.toggleAttribute('data-paused', !playing);
      track.setAttribute('aria-live', playing ? 'off' : 'polite');
    };

    /** Starts the interval again from now, or stops it, as the state says. */
    const schedule = () => {
      if (playing && !hovered && !focused) autoplay.play();
      else autoplay.stop();
    };

    embla.on('select', () => {
      render();
      schedule();
    });
    embla.on('settle', () => draw((index) => index === embla.selectedScrollSnap()));
    // A drag may bring either neighbour into view.
    embla.on('pointerDown', () => draw(() => true));
    embla.on('pointerUp', schedule);

    toggle.addEventListener('click', () => {
      playing = !playing;
      // Play means play: the focus on this button and the pointer over it hold rotation no longer, until either
      // enters the carousel again.
      if (playing) hovered = focused = false;
      render();
      schedule();
    });
    element.querySelector('[data-carousel-previous]')?.addEventListener('click', () => embla.scrollPrev(reduceMotion));
    element.querySelector('[data-carousel-next]')?.addEventListener('click', () => embla.scrollNext(reduceMotion));
    dots.forEach((dot, index) => dot.addEventListener('click', () => embla.scrollTo(index, reduceMotion)));

    frame.addEventListener('mouseenter', () => {
      hovered = true;
      schedule();
    });
    frame.addEventListener('mouseleave', () => {
      hovered = false;
      schedule();
    });
    frame.addEventListener('focusin', () => {
      focused = true;
      schedule();
    });
    frame.addEventListener('focusout', (event) => {
      if (event.relatedTarget instanceof Node && frame.contains(event.relatedTarget)) return;
      focused = false;
      schedule();
    });
    frame.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowLeft') embla.scrollPrev(reduceMotion);
      else if (event.key === 'ArrowRight') embla.scrollNext(reduceMotion);
    });

    frame.setAttribute('data-ready', '');
    render();
    schedule();
  },
};

export default rotation;

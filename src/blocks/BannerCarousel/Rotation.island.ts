import type { DomIsland } from '../../core/domIsland';

interface RotationProps {
  intervalMs: number;
  playLabel: string;
  pauseLabel: string;
}

/** How far a swipe must travel, in px, to move to the next or previous slide. */
const SWIPE_PX = 40;

/**
 * Moves the banner carousel: every `intervalMs` while playing, unless the pointer or focus is inside (any move
 * restarts the interval); previous and next wrap around; the dots jump; arrow keys and swipes move too. Only the
 * shown slide is exposed (the others are inert and hidden from assistive technology), and the slides announce
 * themselves only while rotation is paused. A visitor who asks for reduced motion gets no automatic rotation
 * and no sliding.
 */
const rotation: DomIsland<RotationProps> = {
  kind: 'dom',
  mount: (element, { intervalMs, playLabel, pauseLabel }) => {
    const frame = element.querySelector<HTMLElement>('[data-carousel]');
    const track = element.querySelector<HTMLElement>('[data-carousel-track]');
    const toggle = element.querySelector<HTMLButtonElement>('[data-carousel-toggle]');
    if (!frame || !track || !toggle) return;
    const slides = [...track.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
    const dots = [...element.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

    let active = 0;
    let playing = !reduceMotion;
    let hovered = false;
    let focused = false;
    let timer: number | undefined;

    const render = () => {
      track.style.transform = `translateX(${-100 * active}%)`;
      slides.forEach((slide, index) => {
        const shown = index === active;
        slide.toggleAttribute('data-active', shown);
        slide.toggleAttribute('inert', !shown);
        if (shown) slide.removeAttribute('aria-hidden');
        else slide.setAttribute('aria-hidden', 'true');
      });
      dots.forEach((dot, index) => {
        if (index === active) dot.setAttribute('aria-current', 'true');
        else dot.removeAttribute('aria-current');
      });
      toggle.setAttribute('aria-label', playing ? pauseLabel : playLabel);
      toggle.toggleAttribute('data-paused', !playing);
      track.setAttribute('aria-live', playing ? 'off' : 'polite');
    };

    const schedule = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (playing && !hovered && !focused) timer = window.setTimeout(() => show(active + 1), intervalMs);
    };

    function show(index: number): void {
      active = ((index % slides.length) + slides.length) % slides.length;
      render();
      schedule();
    }

    toggle.addEventListener('click', () => {
      playing = !playing;
      render();
      schedule();
    });
    element.querySelector('[data-carousel-previous]')?.addEventListener('click', () => show(active - 1));
    element.querySelector('[data-carousel-next]')?.addEventListener('click', () => show(active + 1));
    dots.forEach((dot, index) => dot.addEventListener('click', () => show(index)));

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
      if (event.key === 'ArrowLeft') show(active - 1);
      else if (event.key === 'ArrowRight') show(active + 1);
    });

    let swipeStart: number | undefined;
    track.addEventListener('pointerdown', (event) => {
      swipeStart = event.clientX;
    });
    track.addEventListener('pointerup', (event) => {
      if (swipeStart === undefined) return;
      const travelled = event.clientX - swipeStart;
      swipeStart = undefined;
      if (Math.abs(travelled) >= SWIPE_PX) show(travelled < 0 ? active + 1 : active - 1);
    });

    frame.setAttribute('data-ready', '');
    show(0);
  },
};

export default rotation;

import type { DomIsland } from '../../core/domIsland';

interface CountUpProps {
  /** The shared visually-hidden class (ui/visuallyHidden.module.css): the final figure stays readable to assistive technology while it counts. */
  hiddenClass: string;
}

/** A figure's parts: what comes before and after its number ("$", "K+"), the number, its decimals and grouping. */
interface Figure {
  prefix: string;
  value: number;
  decimals: number;
  grouped: boolean;
  suffix: string;
}

const DURATION_MS = 1200;

/**
 * A figure that counts: one number with text around it that holds no digit ("2M+", "$4.2 billion", "50"); not a
 * year on its own ("2019": counting up to a date reads as nonsense) nor a ratio ("24/7", "4.9/5").
 */
export function parseFigure(text: string): Figure | null {
  const match = /^(\D*?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(\D*)$/.exec(text.trim());
  if (!match) return null;
  const [, prefix, whole, fraction = '', suffix] = match;
  const value = Number(whole.replaceAll(',', '') + fraction);
  if (prefix === '' && suffix === '' && fraction === '' && /^(19|20)\d\d$/.test(whole)) return null;
  return { prefix, value, decimals: Math.max(0, fraction.length - 1), grouped: whole.includes(','), suffix };
}

/** The figure's text at `value`, with the final figure's decimals and grouping. */
export function formatFigure(figure: Figure, value: number): string {
  const number = value.toLocaleString('en-US', {
    minimumFractionDigits: figure.decimals,
    maximumFractionDigits: figure.decimals,
    useGrouping: figure.grouped,
  });
  return `${figure.prefix}${number}${figure.suffix}`;
}

/**
 * The stats' figures count up from zero as they come into view. The server HTML holds each final figure, so without
 * JavaScript, with reduced motion, or for a figure already on screen when the island starts, nothing moves. While a
 * figure counts, its box keeps at least the final figure's width (tabular digits, and a minimum width measured
 * first), so nothing around it shifts; the final figure stays in the page, visually hidden, for assistive technology, and the
 * counting text is hidden from it. At the end the figure's original text is put back exactly.
 */
const countUp: DomIsland<CountUpProps> = {
  kind: 'dom',
  mount(element, { hiddenClass }) {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (!('IntersectionObserver' in window)) return;
    const pending = new Map<HTMLElement, { text: string; figure: Figure }>();
    for (const node of element.querySelectorAll<HTMLElement>('[data-figure]')) {
      const text = node.textContent ?? '';
      const figure = parseFigure(text);
      const box = node.getBoundingClientRect();
      const onScreen = box.bottom > 0 && box.top < window.innerHeight;
      if (!figure || onScreen) continue;
      pending.set(node, { text, figure });
    }
    if (pending.size === 0) return;

    for (const [node, { text, figure }] of pending) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const width = range.getBoundingClientRect().width;
      const counting = document.createElement('span');
      counting.setAttribute('aria-hidden', 'true');
      counting.style.display = 'inline-block';
      // Tabular digits while it counts, so the figure keeps its width digit by digit; the final figure, put back at
      // the end, has the font's own spacing (tabular widths would space "2.5K" apart).
      counting.style.fontVariantNumeric = 'tabular-nums';
      counting.style.minWidth = `${width}px`;
      counting.textContent = formatFigure(figure, 0);
      const final = document.createElement('span');
      final.className = hiddenClass;
      final.textContent = text;
      node.replaceChildren(final, counting);
    }

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const node = entry.target as HTMLElement;
          observer.unobserve(node);
          const item = pending.get(node);
          if (item) run(node, item.text, item.figure);
        }
      },
      { threshold: 0.6 },
    );
    for (const node of pending.keys()) observer.observe(node);
  },
};

function run(node: HTMLElement, text: string, figure: Figure): void {
  const counting = node.querySelector<HTMLElement>('[aria-hidden]');
  if (!counting) return;
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / DURATION_MS);
    if (progress >= 1) {
      node.textContent = text;
      return;
    }
    const eased = 1 - (1 - progress) ** 3;
    counting.textContent = formatFigure(figure, figure.value * eased);
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export default countUp;

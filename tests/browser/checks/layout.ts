import type { Page } from 'playwright-core';

/**
 * Layout checks for one page as it is laid out now. Each returns problems as sentences naming the element, so a
 * failing test says what to fix; an empty list means the page passes. They run inside the page, in one round trip.
 */

/** What a person can operate: links, buttons, fields and anything else in the tab order. */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Controls that stick out of the viewport sideways, where a phone cannot reach them without scrolling the page
 * sideways. A control inside a horizontal scroller (a wide table) or a clipping box (a carousel's track) counts by
 * the part of it that box shows: a table cell scrolled out of its frame is not outside the page.
 */
export function offscreenControlProblems(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const name = (element: Element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      return `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`;
    };
    const problems: string[] = [];
    for (const control of document.querySelectorAll(selector)) {
      if (control.closest('[inert], [aria-hidden="true"]') || control.getClientRects().length === 0) continue;
      if (getComputedStyle(control).visibility !== 'visible') continue;
      const box = control.getBoundingClientRect();
      let { left, right } = box;
      if (box.width <= 1 || box.height <= 1) continue;
      for (
        let ancestor = control.parentElement;
        ancestor && ancestor !== document.body;
        ancestor = ancestor.parentElement
      ) {
        if (getComputedStyle(ancestor).overflowX === 'visible') continue;
        const clip = ancestor.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      // Entirely scrolled or clipped away: reached by scrolling its box, which is checked as a control itself.
      if (right - left < 1) continue;
      if (left < -1 || right > width + 1)
        problems.push(
          `${name(control)} reaches from ${Math.round(left)} to ${Math.round(right)} px, outside 0–${width}`,
        );
    }
    return problems;
  }, CONTROLS);
}

/**
 * Links and buttons whose words are cut off: the control or something inside it clips its text (overflow hidden
 * or an ellipsis) and the text is wider than the room it has, or a clipping box around the control cuts it off.
 * Visually hidden text (1 px boxes, for screen readers) is left out: it is meant to be clipped.
 */
export function truncatedControlProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const label = (element: Element) => (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    for (const control of document.querySelectorAll('a[href], button, [role="button"], summary')) {
      if (control.closest('[inert], [aria-hidden="true"]') || control.getClientRects().length === 0) continue;
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const clipped = [control, ...control.querySelectorAll('*')].find((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return false;
        const style = getComputedStyle(element);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        return clips && element.scrollWidth > element.clientWidth + 1;
      });
      if (clipped) {
        problems.push(
          `"${label(control)}" is cut off: its text needs ${clipped.scrollWidth} px of ${clipped.clientWidth}`,
        );
        continue;
      }
      for (
        let ancestor = control.parentElement;
        ancestor && ancestor !== document.body;
        ancestor = ancestor.parentElement
      ) {
        const overflow = getComputedStyle(ancestor).overflowX;
        if (overflow !== 'hidden' && overflow !== 'clip') continue;
        const clip = ancestor.getBoundingClientRect();
        const inside = Math.min(box.right, clip.right) - Math.max(box.left, clip.left);
        // Partly shown: cut off. Wholly hidden (a carousel's other slides) is not a cut.
        if (inside > 1 && inside < box.width - 1) {
          problems.push(
            `"${label(control)}" is cut off by its container: ${Math.round(inside)} of ${Math.round(box.width)} px show`,
          );
          break;
        }
      }
    }
    return problems;
  });
}

/**
 * Tables wider than their frame: each must show that it scrolls (the frame's edge shadow, drawn by its ::after while
 * there is more to the right) and keep its first column in place (position: sticky), so a row stays readable while
 * the rest scrolls past. Tables that fit pass as they are.
 */
export function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      if (table.getClientRects().length === 0) continue;
      const caption = (table.caption?.textContent ?? 'a table').trim().slice(0, 40);
      let scroller: HTMLElement | null = table.parentElement;
      while (scroller && getComputedStyle(scroller).overflowX === 'visible') scroller = scroller.parentElement;
      if (!scroller || scroller === document.body || scroller === document.documentElement) continue;
      if (scroller.scrollWidth <= scroller.clientWidth + 1) continue;
      const edge = scroller.parentElement ? getComputedStyle(scroller.parentElement, '::after') : null;
      const showsEdge =
        edge !== null && edge.content !== 'none' && edge.backgroundImage !== 'none' && Number(edge.opacity) > 0.5;
      if (!showsEdge) problems.push(`"${caption}" scrolls sideways with no visible edge to say so`);
      const firstCell = table.querySelector('tbody tr > :first-child');
      if (firstCell && getComputedStyle(firstCell).position !== 'sticky')
        problems.push(`"${caption}" scrolls sideways, and its first column scrolls away with it`);
    }
    return problems;
  });
}

/** Where a popover opened, and whether that lies inside the viewport. */
export interface PopoverPlacement {
  /** The toggle's accessible name. */
  toggle: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  viewport: { width: number; height: number };
}

/** Problems for popovers that opened wholly or partly outside the viewport. */
export function popoverProblems(placements: readonly PopoverPlacement[]): string[] {
  return placements.flatMap(({ toggle, left, top, right, bottom, viewport }) =>
    left < -1 || top < -1 || right > viewport.width + 1 || bottom > viewport.height + 1
      ? [
          `"${toggle}" opens a popover at ${Math.round(left)},${Math.round(top)}–${Math.round(right)},${Math.round(bottom)}, ` +
            `outside the ${viewport.width}×${viewport.height} viewport`,
        ]
      : [],
  );
}

/**
 * Opens every disclosure of the page's header in turn (menus, the language list, the phone menu) with a click, and
 * reports where each panel lies; each is closed again before the next opens. Toggles hidden at this width are
 * skipped.
 */
export async function openHeaderPopovers(page: Page): Promise<PopoverPlacement[]> {
  const toggles = page.locator('header button[aria-expanded][aria-controls]');
  const placements: PopoverPlacement[] = [];
  for (let index = 0; index < (await toggles.count()); index += 1) {
    const toggle = toggles.nth(index);
    if (!(await toggle.isVisible())) continue;
    await toggle.click();
    const controls = (await toggle.getAttribute('aria-controls')) ?? '';
    const panel = page.locator(`[id="${controls}"]`);
    await panel.waitFor({ state: 'visible', timeout: 5000 });
    const name = (await toggle.getAttribute('aria-label')) ?? (await toggle.innerText()).trim();
    const placement = await panel.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const { clientWidth: width } = document.documentElement;
      return {
        left: box.left,
        top: box.top,
        right: box.right,
        bottom: box.bottom,
        viewport: { width, height: window.innerHeight },
      };
    });
    placements.push({ toggle: name, ...placement });
    await toggle.click();
    await panel.waitFor({ state: 'hidden', timeout: 5000 });
  }
  return placements;
}

/** The contrast of a sampled control's focus indicator against the surface behind the control. */
export interface FocusRingSample {
  control: string;
  /** The surface colour behind the control, as rgb(). */
  surface: string;
  /** Whether the surface is dark (relative luminance under 0.2). */
  dark: boolean;
  ring: string;
  halo: string | null;
  /** The indicator's contrast: the ring against the surface, or, where that is low, the halo against it. */
  contrast: number;
}

/**
 * Focuses one control per distinct surface of the page (the first one found on each background colour) and measures
 * its focus indicator: the outline (ring) against the surface behind the control, and the white halo (box-shadow)
 * between ring and control. A ring that is dark on a dark surface still shows when the halo around it contrasts with
 * that surface and with the ring: the indicator's contrast is then the halo's.
 */
export function focusRingSamples(page: Page): Promise<FocusRingSample[]> {
  return page.evaluate((selector) => {
    type Rgba = [number, number, number, number];
    const parse = (color: string): Rgba | null => {
      const match = /rgba?\(([^)]+)\)/.exec(color);
      if (!match) return null;
      const [r, g, b, a = '1'] = match[1].split(/[\s,/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    const css = (color: Rgba) => `rgb(${color.slice(0, 3).map(Math.round).join(', ')})`;
    /** The colours behind an element: its nearest painted ancestor's background (every stop of a gradient). */
    const surfaces = (element: Element): Rgba[] => {
      const layers: Rgba[] = [];
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const stops = [...style.backgroundImage.matchAll(/rgba?\([^)]+\)/g)].map(([stop]) => parse(stop));
        const base = parse(style.backgroundColor);
        if (stops.length > 0 && stops.every((stop) => stop !== null && stop[3] === 1)) return stops as Rgba[];
        if (base && base[3] > 0) {
          layers.push(base);
          if (base[3] === 1) break;
        }
      }
      return [layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1])];
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

    const seen = new Set<string>();
    const samples: {
      control: string;
      surface: string;
      dark: boolean;
      ring: string;
      halo: string | null;
      contrast: number;
    }[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (control.closest('[inert], [aria-hidden="true"], [hidden]') || control.getClientRects().length === 0) continue;
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const behind = surfaces(control);
      const key = behind.map(css).join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      control.focus({ preventScroll: true });
      if (document.activeElement !== control) continue;
      const style = getComputedStyle(control);
      const ring = parse(style.outlineColor);
      const haloColor = /rgba?\([^)]+\)/.exec(style.boxShadow)?.[0];
      const halo = haloColor ? parse(haloColor) : null;
      const worst = (color: Rgba | null) =>
        color && style.outlineStyle !== 'none'
          ? Math.min(...behind.map((surface) => contrast(over(color, surface), surface)))
          : 0;
      const ringContrast = worst(ring);
      const haloContrast =
        halo && ring && contrast(over(halo, behind[0]), over(ring, behind[0])) >= 3 ? worst(halo) : 0;
      samples.push({
        control: name(control),
        surface: key,
        dark: Math.min(...behind.map(luminance)) < 0.2,
        ring: ring ? css(ring) : 'none',
        halo: halo ? css(halo) : null,
        contrast: Math.round(Math.max(ringContrast, haloContrast) * 100) / 100,
      });
      control.blur();
    }
    return samples;
  }, CONTROLS);
}

/** Problems for focus indicators under 3:1 against their surface (WCAG 1.4.11, 2.4.13). */
export function focusRingProblems(samples: readonly FocusRingSample[], minimum = 3): string[] {
  return samples
    .filter((sample) => sample.contrast < minimum)
    .map(
      (sample) =>
        `${sample.control}: focus ring ${sample.ring}${sample.halo ? ` with halo ${sample.halo}` : ''} reaches ` +
        `${sample.contrast}:1 on ${sample.surface}, under ${minimum}:1`,
    );
}

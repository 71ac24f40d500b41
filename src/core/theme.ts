import type { MantineColorsTuple, MantineThemeOverride } from '@mantine/core';

/** Brand green. Past Mantine's ten shades, two deeper ones: 10 ends the dark gradients, 11 is the footer. */
const fern: MantineColorsTuple = [
  '#e9f8f0',
  '#d5eee1',
  '#a9dcc2',
  '#7ac9a1',
  '#52b884',
  '#38ad72',
  '#27a267',
  '#178a55',
  '#0b6e43',
  '#005a35',
  '#00422a',
  '#0f2119',
];
const ocean: MantineColorsTuple = [
  '#e6f4fb',
  '#d0e6f2',
  '#a2cbe4',
  '#70afd6',
  '#4797ca',
  '#2e88c3',
  '#1d80c1',
  '#0d6dab',
  '#005f99',
  '#005289',
];
const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#8f5b00',
  '#7a4d00',
];
const plum: MantineColorsTuple = [
  '#f7edfa',
  '#e9d8ef',
  '#d3aedf',
  '#bb82ce',
  '#a75cc0',
  '#9b44b7',
  '#9637b4',
  '#82299e',
  '#72228d',
  '#631b7c',
];
const coral: MantineColorsTuple = [
  '#ffede9',
  '#ffdad2',
  '#fdb3a4',
  '#fa8a73',
  '#f8674a',
  '#f7512f',
  '#f74520',
  '#dc3614',
  '#b22a0e',
  '#9b1f05',
];
const slate: MantineColorsTuple = [
  '#f1f4f8',
  '#e3e7ec',
  '#c4cdd8',
  '#a2b1c4',
  '#8699b3',
  '#738aa9',
  '#6882a5',
  '#576f91',
  '#4b6283',
  '#3c5475',
];

/** Text colour (Mantine's `black`), and the colour of the site's shadows. */
const INK = '#13251c';

/** The ink at an opacity, for shadows: `rgb(19 37 28 / 14%)`. */
function inkAt(percent: number): string {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(INK.slice(start, start + 2), 16));
  return `rgb(${red} ${green} ${blue} / ${percent}%)`;
}

/**
 * Colours outside the palettes, one each: the build writes each as `--mantine-color-<name>` (src/engine/assets/themeCss.ts)
 * beside the palettes' variables.
 */
export const OTHER_COLORS: Readonly<Record<string, string>> = {
  /** The page's background, a touch greener than white, so white cards stand out on it. */
  page: '#fbfdfc',
};

/**
 * The brand typeface, then its metric-matched fallbacks (src/app/fonts.css declares all four families), then the
 * system's sans-serif for characters outside the web font's Latin subset.
 */
export const BRAND_FONT_STACK =
  '"Plus Jakarta Sans Variable", "Jakarta Fallback Arial", "Jakarta Fallback Roboto", "Jakarta Fallback DejaVu", ' +
  'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * The brand theme, as plain data (no React): islands hand it to MantineProvider, and the build turns it into the
 * site's CSS variables. Primary text and buttons use shade 8, which keeps white-on-green and green-on-white above 4.5:1. */
export const theme: MantineThemeOverride = {
  colors: { fern, ocean, gold, plum, coral, slate },
  primaryColor: 'fern',
  primaryShade: 8,
  black: INK,
  fontFamily: BRAND_FONT_STACK,
  headings: {
    fontFamily: BRAND_FONT_STACK,
    fontWeight: '750',
    // As the site's plain headings (src/app/global.css): Mantine's Title reads it as --mantine-heading-text-wrap.
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
    },
  },
  // Mantine's xs-xl stay; these are the site's own sizes, each `--mantine-font-size-<name>`: figures that anchor a
  // card or panel (rates, scores, prices), and fluid display sizes between the body text and the headings.
  fontSizes: {
    lead: '1.0625rem',
    quote: '1.1875rem',
    price: '1.75rem',
    figure: '2rem',
    'figure-lg': '2.25rem',
    score: '2.625rem',
    micro: '0.6875rem',
    'display-xs': 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
    'display-sm': 'clamp(1.375rem, 1.1rem + 1vw, 1.75rem)',
    'display-md': 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
    'display-lg': 'clamp(1.75rem, 1.4rem + 1.4vw, 2.5rem)',
    'display-xl': 'clamp(1.875rem, 1.4rem + 1.8vw, 2.75rem)',
    'display-2xl': 'clamp(2.5rem, 2rem + 1.5vw, 3.25rem)',
    /** The featured article's title: display-sm's start, growing on to a larger end. */
    'display-featured': 'clamp(1.375rem, 1.1rem + 1vw, 1.875rem)',
    /** The calculator's main result. */
    'figure-result': 'clamp(2rem, 1.6rem + 1.6vw, 2.75rem)',
    /** The hero's lone figure: the h1's ends, a gentler slope between them. */
    'figure-hero': 'clamp(2rem, 1.6rem + 2vw, 3.25rem)',
    // Hero display (issue 46, product scenes and page rhythm).
    /** The hero's headline: larger and steeper than h1's default, set tight (Hero.module.css), the page's display line. */
    'display-hero': 'clamp(2.125rem, 1.3rem + 3.6vw, 4rem)',
  },
  defaultRadius: 'md',
  // Mantine's xs-xl (xs 2px, sm 4px, xl 32px; md and lg the site's), and the site's own, each `--mantine-radius-<name>`.
  radius: {
    md: '12px',
    lg: '18px',
    /** A small part drawn inside a picture (a bank card's chip). */
    chip: '6px',
    /** An app-store badge. */
    badge: '10px',
    /** A bank card's face (ProductCards). */
    'bank-card': '14px',
  },
  // Mantine's xs-xl stay for its components; these are the site's own, each `--mantine-shadow-<name>`.
  shadows: {
    /** Menus and pop-up lists. */
    dropdown: `0 16px 40px ${inkAt(14)}`,
    /** A panel that drops from the header across the page (the phone menu). */
    panel: `0 16px 32px ${inkAt(12)}`,
    /** A sheet fixed to the bottom of the screen, its shadow cast upwards (the cookie banner). */
    sheet: `0 -12px 32px ${inkAt(14)}`,
    /** The white halo between a focus ring and its control (src/app/global.css). */
    'focus-halo': '0 0 0 2px var(--mantine-color-white)',
    /** Marks the current page's navigation link: a bar under it (desktop) or along its start (phone menu). */
    'current-below': 'inset 0 -2px 0 var(--mantine-color-fern-8)',
    'current-start': 'inset 3px 0 0 var(--mantine-color-fern-8)',
    /** A card raised under the pointer. */
    lift: `0 10px 28px ${inkAt(10)}`,
    /** The plan a table recommends, lifted off the page in the brand's green. */
    featured: '0 16px 40px rgb(from var(--mantine-color-fern-8) r g b / 16%)',
    /** The shade at the edge a wide table scrolls under. */
    'scroll-edge': `8px 0 8px -8px ${inkAt(22)}`,
    /** A hairline drawn inside a small swatch (a card's colour), so a light one shows on white. */
    'inset-hairline': `inset 0 0 0 1px ${inkAt(15)}`,
    /** A soft green ring around a badge or seal. */
    'ring-soft': '0 0 0 6px var(--mantine-color-fern-0)',
    /** A portrait's white gap and coloured ring (the ring's colour from `--ring-color`). */
    'avatar-ring': '0 0 0 4px var(--mantine-color-white), 0 0 0 5px var(--ring-color, var(--mantine-color-fern-2))',
  },
  other: { colors: OTHER_COLORS },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // A plain object, not Tooltip.extend(): importing Tooltip would pull floating-ui into every island.
    Tooltip: { defaultProps: { openDelay: 700 } },
  },
};

/** A browser window's size in CSS pixels. */
export interface Screen {
  width: number;
  height: number;
}

/**
 * The widths people use, from the smallest phone to a laptop: one per range of the stylesheets' breakpoints (360 px
 * falls in 375's range, 22.5–24em; 1024 px is the range where many rows of cards hold three).
 */
export const SCREENS: readonly Screen[] = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 414, height: 896 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 900 },
];

/** The phone a page opens on first (phones first). */
export const PHONE: Screen = SCREENS[1];

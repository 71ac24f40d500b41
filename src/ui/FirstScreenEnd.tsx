import { createContext, createElement, useContext } from 'react';

/** The element FirstScreenEnd leaves where a block's part on the page's first screen ends. */
export const FIRST_SCREEN_END_TAG = 'fw-first-screen-end';

/**
 * Whether the block being rendered is the first below its page's first screen, so that a first part of it may
 * join that screen (see FirstScreenEnd). BlockList provides it to that block alone.
 */
export const FirstScreenEndContext = createContext(false);

/**
 * Where a long block's opening part ends, when that part is what a visitor sees first: the status board's
 * summary under a title-only hero. The page's first screen then runs to here: the CSS inlined into the page
 * styles the block's opening, and the link to the page's stylesheet comes after it, inside the block, so the
 * opening paints with the first paint instead of when the stylesheet lands. Renders nothing in any other block,
 * or in this one when the page's first screen ends before it.
 */
export function FirstScreenEnd() {
  return useContext(FirstScreenEndContext) ? createElement(FIRST_SCREEN_END_TAG) : null;
}

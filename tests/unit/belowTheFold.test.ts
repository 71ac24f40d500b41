// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_TAG, ISLAND_TRIGGER_ATTRIBUTE, ISLAND_TRIGGERS, type IslandTrigger } from '../../src/core/islands';
import { PROJECT_ROOT } from '../support/paths';

/** The selector of global.css's rule that renders blocks below the first screen only near the viewport. */
function deferredBlocksSelector(): string {
  const css = readFileSync(path.join(PROJECT_ROOT, 'src/app/global.css'), 'utf8');
  const rule = /([^{}/]+)\{\s*content-visibility:\s*auto;/.exec(css);
  if (!rule) throw new Error('global.css has no content-visibility: auto rule');
  return rule[1].trim();
}

/** A page's main element whose third block holds an island with the given trigger (or none). */
function mainWithThirdBlock(trigger?: IslandTrigger): HTMLElement {
  const main = document.createElement('main');
  const island = trigger
    ? `<${ISLAND_TAG} ${ISLAND_TRIGGER_ATTRIBUTE}="${trigger}"><button>Go</button></${ISLAND_TAG}>`
    : '<p>Text</p>';
  main.innerHTML = `<section></section><section></section><section><div>${island}</div></section>`;
  return main;
}

describe('blocks below the first screen, rendered near the viewport', () => {
  const selector = deferredBlocksSelector();

  it('include a block without an island, and one whose island starts on interaction', () => {
    expect(mainWithThirdBlock().children[2].matches(selector)).toBe(true);
    expect(mainWithThirdBlock('interaction').children[2].matches(selector)).toBe(true);
  });

  it('leave out a block whose island starts on its own, since it may measure itself', () => {
    for (const trigger of ISLAND_TRIGGERS.filter((name) => name !== 'interaction')) {
      expect(mainWithThirdBlock(trigger).children[2].matches(selector), trigger).toBe(false);
    }
  });

  it('leave the first screen alone', () => {
    const main = mainWithThirdBlock();
    expect(main.children[0].matches(selector)).toBe(false);
    expect(main.children[1].matches(selector)).toBe(false);
  });
});

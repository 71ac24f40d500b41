import { describe, expect, it } from 'vitest';
import { renderPage } from '../../src/app/renderPage';
import { inlineStyles, inlineStylesOfRenderedPage } from '../../src/engine/render/inlineStyles';
import type { Page } from '../../src/generated/page';
import { site } from '../support/site';

const CRITICAL = '<style>:root{--a:1}.b>.c{font-style:italic;list-style:none}</style>';
const document = (body: string) => `<!doctype html><html><head>${CRITICAL}</head><body>${body}</body></html>`;

describe('the inline styles of a rendered page', () => {
  it.each([
    ['no style attribute', '<p class="x">Plain text</p>'],
    ['a style attribute', '<div style="--size:2rem;color:red">x</div>'],
    ['an unquoted one and an entity', '<div style=color:red>x</div><i style="content:&quot;a&quot;">y</i>'],
    ['the word in the text', '<p>Style guide, lifestyle and [style] selectors</p>'],
    ['the word in island data', '<script type="application/json">{"style":"\\u003cstyle>"}</script>'],
    ['two style elements', '<style>.d{color:blue}</style><p>x</p>'],
    [
      'the word in other attributes',
      '<img alt="a style guide" src="/a.svg"><p title="style=bold" data-style="x">y</p>',
    ],
    [
      'a style after other attributes',
      '<span class=a data-x title="x > y" style="--label:&quot;&amp;&#x27;&quot;">z</span>',
    ],
    [
      'an empty one and one on an SVG',
      '<b style="">x</b><svg viewBox="0 0 1 1" style="width:1px"><path d="M0"/></svg>',
    ],
    ['a reference React never writes', '<i style="content:&copy;">x</i>'],
    ['a script with a comparison', '<script>if (a<b style=1) go()</script><p style="color:red">x</p>'],
    [
      'an element named like a script',
      '<script-note style="color:red">x</script-note><script>1</script><i style="top:0">y</i>',
    ],
  ])('are those the HTML parser finds, with %s', (_, body) => {
    const html = document(body);
    expect(inlineStylesOfRenderedPage(html)).toEqual(inlineStyles(html));
  });

  it('are its style elements alone on a whole rendered page with no style attribute', () => {
    const page: Page = {
      path: '/styles',
      title: 'Styles',
      description: 'A page whose styles are all in the stylesheet.',
      blocks: [{ type: 'card-grid', heading: 'Cards', cards: [{ title: 'One', text: 'A card.' }] }],
    };
    const html = document(renderPage(page, site).body);
    expect(inlineStylesOfRenderedPage(html)).toEqual({ elements: [CRITICAL.slice(7, -8)], attributes: [] });
    expect(inlineStylesOfRenderedPage(html)).toEqual(inlineStyles(html));
  });
});

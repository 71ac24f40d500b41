import { parseDocument } from 'htmlparser2';
import { findAll } from 'domutils';
import { describe, expect, it } from 'vitest';
import { compactMarkup, withoutTextSeparators } from '../../src/app/compactMarkup';

const attributesOf = (html: string) =>
  findAll(() => true, parseDocument(html).children).map((element) => ({ ...element.attribs }));

describe('compactMarkup', () => {
  it('drops the quotes a value does not need and empty values, keeping what a parser reads', () => {
    const html =
      '<div class="_a" data-size="lg" hidden="" tabindex="-1"><button type="button" aria-label="Open menu">' +
      'x</button><img src="/a.png" alt="" class="_b"/><span class="_c _d" data-x=""></span></div>';
    const compact = compactMarkup(html);
    expect(compact).toBe(
      '<div class=_a data-size=lg hidden tabindex=-1><button type=button aria-label="Open menu">' +
        'x</button><img src="/a.png" alt class="_b"/><span class="_c _d" data-x></span></div>',
    );
    expect(attributesOf(compact)).toEqual(attributesOf(html));
  });

  it("closes an icon's <use> itself, with the same address", () => {
    const html = '<svg class="_i" aria-hidden="true"><use href="/assets/786782.svg#chevron-down"></use></svg>';
    const compact = compactMarkup(html);
    expect(compact).toBe('<svg class=_i aria-hidden=true><use href=/assets/786782.svg#chevron-down /></svg>');
    expect(attributesOf(compact)).toEqual(attributesOf(html));
  });

  it('keeps the quotes of an id, and leaves text and JSON data blocks alone', () => {
    const html =
      '<p id="rates" class="_a">say &quot;class=&quot;</p><script type="application/json">{"a":"b=\\"c\\""}</script>';
    expect(compactMarkup(html)).toBe(
      '<p id="rates" class=_a>say &quot;class=&quot;</p><script type="application/json">{"a":"b=\\"c\\""}</script>',
    );
  });
});

describe('withoutTextSeparators', () => {
  it('drops the comments React writes between adjacent texts, and no other comment', () => {
    expect(withoutTextSeparators('<h1>Tools to<!-- --> <span>grow</span><!--$--></h1>')).toBe(
      '<h1>Tools to <span>grow</span><!--$--></h1>',
    );
  });
});

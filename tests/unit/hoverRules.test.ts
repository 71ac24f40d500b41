import { describe, expect, it } from 'vitest';
import { withoutHoverRules } from '../../src/engine/render/hoverRules';

describe('withoutHoverRules', () => {
  it('drops the rules that apply only under the pointer, in layers and media queries too', () => {
    const css = '.a{color:red}.a:hover{color:blue}@layer ui{.b:hover{color:green}.b{color:gray}}';
    expect(withoutHoverRules(css)).toBe('.a{color:red}@layer ui{.b{color:gray}}');
    expect(withoutHoverRules('@media (min-width:48em){.c:hover{color:red}}')).toBe('@media (min-width:48em){}');
  });

  it('keeps the other selectors of a list, splitting it only at its top-level commas', () => {
    const css = '.a:hover,.b:is(.c,.d),.e:focus{outline:0}';
    expect(withoutHoverRules(css)).toBe('.b:is(.c,.d),.e:focus{outline:0}');
  });

  it('keeps a rule without :hover as it is, after a declaration at the top level', () => {
    const css = '@layer a,b;.x:not(:first-child){margin:0}';
    expect(withoutHoverRules(css)).toBe(css);
  });
});

import { describe, expect, it } from 'vitest';
import { inlineStylesheets, yieldScriptsToPaint } from '../../src/engine/prerender';

const head = [
  '<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/Box-AbCd1234.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-AbCd1234.css">',
  '<link rel="stylesheet" href="/assets/Faq-AbCd1234.css" />',
].join('\n');

describe('prerendered HTML', () => {
  it('carries each stylesheet inline, in order, remembering its address', () => {
    const files: Record<string, string> = {
      'assets/index-AbCd1234.css': 'body{margin:0}',
      'assets/Faq-AbCd1234.css': '._item_1{color:red}',
    };
    const html = inlineStylesheets(head, (file) => files[file]);
    expect(html).toContain(
      '<style data-href="/assets/index-AbCd1234.css">body{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/index-AbCd1234.css" disabled>\n' +
        '<style data-href="/assets/Faq-AbCd1234.css">._item_1{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/Faq-AbCd1234.css" disabled>',
    );
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(2);
    expect(html.match(/<link rel="stylesheet"[^>]* disabled>/g)).toHaveLength(2);
  });

  it('refuses a stylesheet that would close its own style element', () => {
    expect(() => inlineStylesheets(head, () => 'a::after{content:"</style>"}')).toThrow(/cannot be inlined/);
  });

  it('lets the stylesheets and the hero go first by loading module scripts at low priority', () => {
    const html = yieldScriptsToPaint(head);
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-AbCd1234.js">');
  });
});

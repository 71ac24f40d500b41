import { describe, expect, it } from 'vitest';
import { compactTemplate, composeDocument } from '../../src/engine/render/pageDocument';

const template = '<html><head><!--app-head--></head><body><!--app-body--></body></html>';

describe('the page document', () => {
  it('puts the head tags and the body into the template', () => {
    expect(composeDocument(template, { head: '<title>Banking</title>', body: '<main>Hi</main>' })).toBe(
      '<html><head><title>Banking</title></head><body><main>Hi</main></body></html>',
    );
  });

  it("keeps $$, $&, $` and $' in content exactly as written", () => {
    const body = "<h1>Pay $$0 in fees, $& more, $` and $' too</h1>";
    const head = '<title>$$0 fees | $&</title>';
    const html = composeDocument(template, { head, body });
    expect(html).toContain(body);
    expect(html).toContain(head);
  });

  it('refuses a template without the markers', () => {
    expect(() => composeDocument('<html></html>', { head: '', body: '' })).toThrow(/lacks/);
  });
});

describe('the compact template', () => {
  it('drops the whitespace between tags and writes the speculation rules on one line, keeping text', () => {
    const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Fees  and  rates</title>
    <script type="speculationrules">
      { "prerender": [ { "eagerness": "moderate" } ] }
    </script>
  </head>
  <body>
    <!--app-body-->
  </body>
</html>
`;
    expect(compactTemplate(template)).toBe(
      '<!doctype html><html lang="en"><head><title>Fees  and  rates</title><script type="speculationrules">{"prerender":[{"eagerness":"moderate"}]}</script></head><body><!--app-body--></body></html>',
    );
  });
});

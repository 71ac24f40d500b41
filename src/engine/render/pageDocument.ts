import type { RenderedPage } from '../../core/renderedPage.ts';

export const HEAD_MARKER = '<!--app-head-->';
export const BODY_MARKER = '<!--app-body-->';

/**
 * A page's whole document: the template (index.html as built, or as served in development) with the page's head
 * tags and body put in. Content goes in through replacement functions, so `$&`, `$'` and `$$` in a page stay as
 * written.
 */
export function composeDocument(template: string, page: Pick<RenderedPage, 'head' | 'body'>): string {
  if (!template.includes(HEAD_MARKER) || !template.includes(BODY_MARKER)) {
    throw new Error(`the page template lacks ${HEAD_MARKER} or ${BODY_MARKER}`);
  }
  return template.replace(HEAD_MARKER, () => page.head).replace(BODY_MARKER, () => page.body);
}

/**
 * The page template as the build writes it: the whitespace between its tags dropped and its speculation rules
 * written compactly, so every page carries a few hundred bytes less. Text is untouched.
 */
export function compactTemplate(template: string): string {
  return template
    .replace(
      /(<script type="speculationrules">)([\s\S]*?)(<\/script>)/g,
      (_, open: string, rules: string, close: string) => {
        return open + JSON.stringify(JSON.parse(rules)) + close;
      },
    )
    .replace(/>\s+</g, '><')
    .trim();
}

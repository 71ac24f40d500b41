import Beasties from 'beasties';
import render from 'dom-serializer';
import { findAll, removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';

/** The cascade layers in their order; a stylesheet's first mention of a layer fixes its place. */
const LAYER_ORDER = '@layer fernwise-base,mantine,fernwise-ui;';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/** The custom properties a stylesheet declares and uses, to drop the declarations nothing in it reads. */
function pruneUnusedProperties(css: string): string {
  const declared = /(--[\w-]+)\s*:[^;}]*;?/g;
  const used = new Set<string>();
  const uses = (text: string) => {
    for (const [, name] of text.matchAll(/var\(\s*(--[\w-]+)/g)) used.add(name);
  };
  // Uses outside declarations of custom properties, then those inside the declarations that are kept, until stable.
  uses(css.replace(declared, ''));
  for (let size = -1; size !== used.size;) {
    size = used.size;
    for (const [declaration, name] of css.matchAll(declared)) if (used.has(name)) uses(declaration);
  }
  return css
    .replace(declared, (declaration, name: string) => (used.has(name) ? declaration : ''))
    .replace(/[^{}]+\{\s*\}/g, '');
}

/**
 * The document without what the first paint cannot show: elements carrying `hidden` (closed menus, the cookie
 * banner) and the site footer, which is never on a first screen.
 */
function withoutHidden(html: string): string {
  const document = parseDocument(html);
  const offScreen = findAll((node) => node.attribs.hidden !== undefined || node.name === 'footer', document.children);
  for (const element of offScreen) removeElement(element);
  return render(document);
}

/**
 * The CSS the first screen of a page needs: the rules of the site stylesheet that match its first screen (its
 * header and first blocks, as `firstScreen` holds them, less anything hidden), found by beasties, with the theme
 * variables nothing there reads left out, and the site's font faces (`fontFaces`, which the shared stylesheet no
 * longer declares: see takeFontFaces). The page inlines it, so it paints from its HTML alone; the whole stylesheet
 * follows, cached.
 */
export async function criticalCss(firstScreen: string, outDir: string, fontFaces: string): Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'body',
    noscriptFallback: false,
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    keyframes: 'critical',
    compress: true,
    logLevel: 'silent',
  });
  const processed = await beasties.process(withoutHidden(firstScreen));
  const styles = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  // Beasties cannot tell that the font faces are used (the font family is a custom property), and without them the
  // first paint would set the text in system fonts until the whole stylesheet arrives: they are always inlined.
  // The layer order first: the inlined rules come before the whole stylesheet, so their order would otherwise win.
  return LAYER_ORDER + fontFaces + pruneUnusedProperties(styles.join(''));
}

/**
 * Puts the critical CSS in the page's head and moves the link to the whole stylesheet to the end of the body, where
 * it no longer holds up the first paint (the first screen has its rules already).
 */
export function inlineCriticalCss(html: string, css: string): string {
  const link = STYLESHEET_LINK.exec(html);
  if (!link) throw new Error('the page links no stylesheet');
  if (/<\/style/i.test(css)) throw new Error('the critical CSS would close its own <style> element');
  return html.replace(link[0], () => `<style>${css}</style>`).replace('</body>', () => `${link[0]}</body>`);
}

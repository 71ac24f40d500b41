/**
 * Static markup's `style` attributes turned into classes, and the rules that give each class its declarations.
 *
 * Mantine writes a component's variables as a `style` attribute (`--title-fz:var(--mantine-h2-font-size)`). A page
 * that is never hydrated does not need them there: each distinct value becomes one class whose name is a hash of
 * the value, so the page's Content-Security-Policy needs one hash for the page's `<style>` instead of one per
 * attribute value, and a value repeated over a page is written once. The rules are unlayered, so they win over
 * Mantine's own defaults in `@layer mantine`, as the attribute did.
 *
 * Only React's own output may be given: it escapes `"`, `<` and `>` in attribute values, so a tag ends at the
 * first `>` and a quoted value at the next `"`.
 */
export interface StyleClasses {
  html: string;
  /** One rule a class, in the order the values first appear; empty when the markup had no `style`. */
  css: string;
}

/** FNV-1a over the value: short, stable across builds, and the same on every page for the same value. */
function hashOf(value: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const TAG_WITH_STYLE = /<([a-zA-Z][\w-]*)(\s[^>]*?)?\sstyle="([^"]*)"([^>]*)>/g;
const CLASS_ATTRIBUTE = /(\sclass=")([^"]*)"/;

/** The class for a style value: `s-` and its hash. */
export function styleClassName(value: string): string {
  return `s-${hashOf(value)}`;
}

export function styleAttributesToClasses(html: string): StyleClasses {
  const rules = new Map<string, string>();
  const result = html.replace(
    TAG_WITH_STYLE,
    (_tag, name: string, before: string | undefined, value: string, after: string) => {
      const className = styleClassName(value);
      // React writes `&amp;` and `&quot;` in attribute values; a declaration in a stylesheet wants the characters.
      rules.set(className, value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&'));
      let attributes = `${before ?? ''}${after}`;
      if (CLASS_ATTRIBUTE.test(attributes)) {
        attributes = attributes.replace(
          CLASS_ATTRIBUTE,
          (_match, start: string, classes: string) => `${start}${classes} ${className}"`,
        );
      } else {
        const selfClosing = attributes.endsWith('/');
        attributes = `${selfClosing ? attributes.slice(0, -1) : attributes} class="${className}"${selfClosing ? '/' : ''}`;
      }
      return `<${name}${attributes}>`;
    },
  );
  const css = [...rules].map(([className, declarations]) => `.${className}{${declarations}}`).join('');
  return { html: result, css };
}

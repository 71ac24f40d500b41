/**
 * React's HTML for a page body, shorter and the same to a browser: an attribute value that needs no quotes
 * (letters, digits, `_` and `-`, not last before a `/>`) loses them, and an empty value its `=""`, as HTML allows;
 * an icon's `<use href="…"></use>` closes itself, as SVG allows, its address unquoted. `id` keeps its quotes, so a
 * search of the file for `id="…"` still finds a link's target.
 *
 * Only React's own output may be given: it writes `"` in text and in attribute values as `&quot;`, and JSON in
 * `<script>` escapes it as `\"`, so `name="` appears nowhere but where an attribute starts.
 */
export function compactMarkup(html: string): string {
  // Replacement patterns rather than functions, and `id` left out by a lookahead: a function call per attribute
  // was a tenth of a page's render time.
  return html
    .replace(/<use href="([^\s"'`=<>]+)"><\/use>/g, '<use href=$1 />')
    .replace(/ (?!id=)([\w:-]+)="([\w-]+)"(?=[\s>])/g, ' $1=$2')
    .replace(/ (?!id=)([\w:-]+)=""(?=[\s>/])/g, ' $1');
}

/**
 * React's HTML without the `<!-- -->` it writes between two adjacent pieces of text (so that hydration can tell
 * them apart): the browser joins them into one text, which looks the same. Only for markup that React never
 * hydrates: a React island's own render keeps them.
 */
export function withoutTextSeparators(html: string): string {
  return html.replaceAll('<!-- -->', '');
}

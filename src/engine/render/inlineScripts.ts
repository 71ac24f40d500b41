import { createHash } from 'node:crypto';

// The JavaScript MIME types of the HTML standard, plus the other inline script types CSP governs. Any other type,
// such as application/ld+json, is a data block the browser never runs and CSP never blocks.
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, 'i').exec(
    attributes,
  );
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** Every inline `<script>` of `html` (no `src`), with its type as the browser reads it: lower case, no parameters. */
function inlineScripts(html: string): { type: string; text: string }[] {
  return [...html.matchAll(SCRIPT_ELEMENT)].flatMap(([, attributes, text]) => {
    if (attribute(attributes, 'src') !== undefined) return [];
    return [{ type: (attribute(attributes, 'type') ?? '').split(';')[0].trim().toLowerCase(), text }];
  });
}

/** The text of every inline `<script>` in `html` that the browser would run: no `src`, and an executable type. */
export function executableInlineScripts(html: string): string[] {
  return inlineScripts(html).flatMap(({ type, text }) => (EXECUTABLE_TYPES.has(type) ? [text] : []));
}

/** The text of every inline JavaScript `<script>` in `html`: classic or module, not speculation rules or import maps. */
export function inlineJavaScript(html: string): string[] {
  const javaScript = (type: string) =>
    type === 'module' || (EXECUTABLE_TYPES.has(type) && type !== 'speculationrules' && type !== 'importmap');
  return inlineScripts(html).flatMap(({ type, text }) => (javaScript(type) ? [text] : []));
}

/** The CSP source allowing one inline script: 'sha256-…' of its text, line breaks normalised as the HTML parser does. */
export function scriptHashSource(text: string): string {
  const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
  return `'sha256-${digest}'`;
}

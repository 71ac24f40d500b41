/**
 * The editor's preview frame: a sandboxed `<iframe srcdoc>` without `allow-same-origin`, so the page in it (its
 * scripts included) has an opaque origin and can reach nothing of the editor: not its document, not its session
 * token, not the API (a request from it carries `Origin: null`, which the API refuses and Vite's CORS answers
 * unreadably). Its document is the page as the build renders it with the site's stylesheet inlined (the dev
 * server's module scripts cannot load into an opaque origin) and the script below, which talks to the editor by
 * `postMessage` only.
 */

/** How the editor marks blocks in the frame: a hover outline, and the selected block's. */
export const PREVIEW_MARK_STYLE =
  '[data-fw-block]{cursor:pointer}[data-fw-block]:hover{outline:2px dashed var(--mantine-color-fern-6);outline-offset:-2px}' +
  '[data-fw-selected]{outline:3px solid var(--mantine-color-fern-7);outline-offset:-3px}';

/**
 * The frame's script. From the editor (the parent window only): `fernwise:preview` `{ version, html, selected }`
 * swaps the new page's `<main>` (or body), its page styles and title in place, then answers `fernwise:shown`
 * `{ version }`; `fernwise:select` `{ selected, reveal }` marks a block. To the editor: `fernwise:ready` once the
 * document is parsed, and `fernwise:select-block` `{ index }` for a click on a block (no click reaches the page).
 */
export const PREVIEW_FRAME_SCRIPT = `(() => {
  const editor = window.parent;
  const mark = (index, reveal) => {
    for (const element of document.querySelectorAll('[data-fw-selected]')) element.removeAttribute('data-fw-selected');
    if (typeof index !== 'number') return;
    const element = document.querySelector('[data-fw-block="' + index + '"]');
    if (!element) return;
    element.setAttribute('data-fw-selected', '');
    if (reveal) element.scrollIntoView({ block: 'nearest' });
  };
  const swap = (html) => {
    const next = new DOMParser().parseFromString(html, 'text/html');
    const main = document.querySelector('main');
    const nextMain = next.querySelector('main');
    if (main && nextMain) main.replaceWith(document.importNode(nextMain, true));
    else document.body.replaceWith(document.importNode(next.body, true));
    for (const style of document.head.querySelectorAll('style:not([data-fw-editor])')) style.remove();
    for (const style of next.head.querySelectorAll('style')) document.head.append(document.importNode(style, true));
    document.title = next.title;
  };
  addEventListener('message', (event) => {
    const message = event.data;
    if (event.source !== editor || typeof message !== 'object' || message === null) return;
    if (message.type === 'fernwise:preview' && typeof message.html === 'string') {
      swap(message.html);
      mark(message.selected, false);
      editor.postMessage({ type: 'fernwise:shown', version: message.version }, '*');
    } else if (message.type === 'fernwise:select') {
      mark(message.selected, message.reveal === true);
    }
  });
  document.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      const target = event.target instanceof Element ? event.target.closest('[data-fw-block]') : null;
      if (target) editor.postMessage({ type: 'fernwise:select-block', index: Number(target.getAttribute('data-fw-block')) }, '*');
    },
    true,
  );
  const ready = () => editor.postMessage({ type: 'fernwise:ready' }, '*');
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
})();`;

/** Text that would end an inline `<style>` or `<script>` early, made harmless. */
function inline(text: string, tag: 'style' | 'script'): string {
  return text.replace(new RegExp(`</${tag}`, 'gi'), `<\\/${tag}`);
}

/** The head tags the frame's document starts with: the site's stylesheet, the marks' style and the frame's script. */
export function previewFrameHead(siteCss: string): string {
  return (
    `<style data-fw-editor>${inline(siteCss, 'style')}</style>` +
    `<style data-fw-editor>${PREVIEW_MARK_STYLE}</style>` +
    `<script>${inline(PREVIEW_FRAME_SCRIPT, 'script')}</script>`
  );
}

/**
 * What the frame swaps in after its first document: the page's own head tags and its `<main>` (the frame keeps its
 * header and footer, which a page's data does not change), or its whole body when it has no `<main>`.
 */
export function previewUpdate(page: { head: string; body: string }): string {
  const start = page.body.indexOf('<main');
  const end = page.body.lastIndexOf('</main>');
  const body = start >= 0 && end > start ? page.body.slice(start, end + '</main>'.length) : page.body;
  return `<!doctype html><html><head>${page.head}</head><body>${body}</body></html>`;
}

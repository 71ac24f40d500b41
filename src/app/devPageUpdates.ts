/**
 * The browser's half of the dev server's edit loop (the dev server loads it; the build never does). When a page
 * file is saved, the dev server checks it and sends the addresses whose page changed; if this page is one of them,
 * it is fetched again and its `<main>`, title and description are swapped in place: no reload, the scroll position
 * kept, the new islands started. While the content has problems, Vite's error overlay shows them; the save that
 * fixes them clears it.
 */
import { startIslands } from './islands/runtime';

/** As contentPlugin's CONTENT_UPDATE_EVENT and ContentUpdate (the engine is Node code, so not imported here). */
const CONTENT_UPDATE_EVENT = 'fernwise:content-update';
interface ContentUpdate {
  paths: string[];
  file: string;
}

/** Dispatched on the document once a saved page is on screen, for tests and the benchmark. */
export const PAGE_UPDATED_EVENT = 'fernwise:page-updated';
const OVERLAY = 'vite-error-overlay';

function setDescription(next: Document): void {
  const current = document.head.querySelector('meta[name="description"]');
  const content = next.head.querySelector('meta[name="description"]')?.getAttribute('content');
  if (current && content !== null && content !== undefined) current.setAttribute('content', content);
}

let latest = 0;

async function showAgain(): Promise<void> {
  const request = (latest += 1);
  const response = await fetch(window.location.href, { cache: 'no-store', headers: { Accept: 'text/html' } });
  const html = await response.text();
  // A later save is already on its way: its page wins.
  if (request !== latest) return;
  const next = new DOMParser().parseFromString(html, 'text/html');
  const main = document.querySelector('main');
  const nextMain = next.querySelector('main');
  if (response.redirected || !main || !nextMain) {
    window.location.reload();
    return;
  }
  const { scrollX, scrollY } = window;
  main.replaceWith(document.importNode(nextMain, true));
  document.title = next.title;
  setDescription(next);
  window.scrollTo(scrollX, scrollY);
  startIslands();
  document.dispatchEvent(new CustomEvent(PAGE_UPDATED_EVENT));
}

if (import.meta.hot) {
  import.meta.hot.on(CONTENT_UPDATE_EVENT, (update: ContentUpdate) => {
    const overlays = document.querySelectorAll(OVERLAY);
    const showingProblems = overlays.length > 0 || !document.querySelector('main');
    for (const overlay of overlays) overlay.remove();
    if (!showingProblems && !update.paths.includes(window.location.pathname)) return;
    showAgain().catch((error: unknown) => {
      console.error('Fernwise: the saved page could not be shown, reloading', error);
      window.location.reload();
    });
  });
}

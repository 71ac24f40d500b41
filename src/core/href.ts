const ALLOWED = /^(\/|#|https:\/\/|mailto:|tel:)/;
const FILE = /\.[a-z0-9]+$/i;

/** Whether a link from content may be rendered: in-site paths, anchors, https, mailto and tel only. */
export function isAllowedHref(href: string): boolean {
  return ALLOWED.test(href) && !href.startsWith('//');
}

/** Whether an in-site address names a file (`/downloads/fees.pdf`) rather than a page: its last segment has an extension. */
export function isFilePath(href: string): boolean {
  return FILE.test(href.split(/[?#]/)[0]);
}

/** A page of this site, navigated to client-side; in-site files are plain links the browser fetches. */
export function isInSiteHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !isFilePath(href);
}

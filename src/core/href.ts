const ALLOWED = /^(\/|#|https:\/\/|mailto:|tel:)/;

/** Whether a link from content may be rendered: in-site paths, anchors, https, mailto and tel only. */
export function isAllowedHref(href: string): boolean {
  return ALLOWED.test(href) && !href.startsWith('//');
}

export function isInSiteHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

import { siteAddresses } from '../../support/sitePaths';
import { site } from '../../support/site';
import { baseUrl } from '../support';
import type { LinkRules, ServedPage } from './links';

/** Addresses outside the site that pages may link to. */
export const ALLOWED_EXTERNAL = [
  new URL(site.accessSite.loginUrl).origin,
  new URL(site.accessSite.signupUrl).origin,
  'https://banks.data.fdic.gov/bankfind-suite/bankfind',
  `https://x.com/${site.social.twitter}`,
  `https://www.linkedin.com/company/${site.social.linkedin}`,
  `https://www.facebook.com/${site.social.facebook}`,
  'https://www.google.com/maps/search/',
];

/** Asks the test server for a path as a browser following a link would: an alias's redirect leads to its page. */
export async function serveFromSite(path: string): Promise<ServedPage> {
  const response = await fetch(baseUrl() + path);
  return { status: response.status, html: await response.text() };
}

let sitePaths: ReadonlySet<string> | undefined;

/** The site's link rules for links on the page whose HTML is `pageHtml`. */
export function siteLinkRules(pageHtml: string): LinkRules {
  // Reading every page file is slow, and the paths cannot change during a run.
  sitePaths ??= new Set(siteAddresses().map(({ url }) => url));
  return {
    sitePaths,
    allowedExternal: ALLOWED_EXTERNAL,
    pageHtml,
    serve: serveFromSite,
  };
}

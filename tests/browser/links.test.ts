import { describe, expect, it } from 'vitest';
import { publicAddresses } from '../support/sitePaths';
import { site } from '../support/site';
import { baseUrl } from './support';

/** Addresses outside the site that pages may link to. */
const ALLOWED_EXTERNAL = [
  new URL(site.accessSite.loginUrl).origin,
  new URL(site.accessSite.signupUrl).origin,
  'https://banks.data.fdic.gov/bankfind-suite/bankfind',
  `https://x.com/${site.social.twitter}`,
  `https://www.linkedin.com/company/${site.social.linkedin}`,
  `https://www.facebook.com/${site.social.facebook}`,
  'https://www.google.com/maps/search/',
];

function hrefsIn(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}

describe('links on every rendered page', () => {
  it.each(publicAddresses())('$url links only to pages of the site or to allowed addresses', async ({ url }) => {
    const html = await (await fetch(baseUrl() + url)).text();
    const problems: string[] = [];
    for (const href of new Set(hrefsIn(html))) {
      if (href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) continue;
      if (href.startsWith('/') && !href.startsWith('//')) {
        const target = href.replace(/[#?].*$/, '') || '/';
        const response = await fetch(baseUrl() + target, { method: 'HEAD' });
        if (response.status !== 200) problems.push(`${href} answers ${response.status}`);
        continue;
      }
      if (!href.startsWith('https://')) problems.push(`${href} uses a scheme outside https, mailto and tel`);
      else if (!ALLOWED_EXTERNAL.some((allowed) => href.startsWith(allowed)))
        problems.push(`${href} is not an allowed external address`);
    }
    expect(problems).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { publicAddresses } from '../support/sitePaths';
import { hrefsIn, linkProblems } from './checks/links';
import { serveFromSite, siteLinkRules } from './checks/siteLinkRules';
import { nonEmpty } from '../support/nonEmpty';

const UNKNOWN_PATH = '/reviews';

describe('links on every rendered page', () => {
  it.each([...nonEmpty(publicAddresses(), 'public addresses').map(({ url }) => url), UNKNOWN_PATH])(
    '%s links only to pages of the site (each answered 200 by the server) or to allowed addresses',
    async (url) => {
      const { html } = await serveFromSite(url);
      const hrefs = hrefsIn(html);
      expect(hrefs.length).toBeGreaterThan(0);
      await expect(linkProblems(hrefs, siteLinkRules(html))).resolves.toEqual([]);
    },
  );
});

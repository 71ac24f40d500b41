// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createSiteRenderer, type SitePageEntry } from '../../src/app/siteRoutes';
import type { RenderedPage, RouteRedirect } from '../../src/core/renderedPage';
import { NOT_FOUND_PATH, routeAddress } from '../../src/core/routePaths';
import type { Page } from '../../src/generated/page';
import { site } from '../support/site';

const page = (path: string, heading: string): Page => ({
  path,
  title: heading,
  description: `The ${heading} page, to route to.`,
  blocks: [{ type: 'card-grid', heading, cards: [{ title: `${heading} card`, text: `About ${heading}.` }] }],
});

const entry = (path: string, heading: string, aliases: string[] = []): SitePageEntry => ({
  path,
  aliases,
  loadPage: async () => page(path, heading),
});

const render = createSiteRenderer(
  [
    entry('/', 'Home'),
    entry('/about', 'About us', ['/about-us', '/company']),
    entry('/pricing', 'Our prices'),
    entry(NOT_FOUND_PATH, 'Nothing here'),
  ],
  site,
);

function rendered(answer: RenderedPage | RouteRedirect): RenderedPage {
  if (answer.status === 301) throw new Error(`a redirect to ${answer.location}, not a page`);
  return answer;
}

const documentOf = (body: string) => new DOMParser().parseFromString(body, 'text/html');

/** The navigation's links and menu buttons that carry aria-current, as `value tag href-or-text`. */
function currentMarks(body: string): string[] {
  return [...documentOf(body).querySelectorAll('nav [aria-current]')].map(
    (element) =>
      `${element.getAttribute('aria-current')} ${element.tagName.toLowerCase()} ${element.getAttribute('href') ?? element.textContent}`,
  );
}

describe('the site’s routes', () => {
  it('answer a page’s path with the page, status 200', async () => {
    const about = rendered(await render('/about'));
    expect(about.status).toBe(200);
    expect(documentOf(about.body).querySelector('h2')?.textContent).toBe('About us');
    expect(rendered(await render('/about/')).body).toBe(about.body);
    expect(rendered(await render('/')).body).toContain('Home card');
  });

  it('answer an alias with a 301 to its page, keeping the query string', async () => {
    expect(await render('/about-us')).toEqual({ status: 301, location: '/about' });
    expect(await render('/company?ref=mail')).toEqual({ status: 301, location: '/about?ref=mail' });
  });

  it('answer a percent-encoded address as the path it spells, and an alias so too', async () => {
    const encoded = rendered(await render('/%61bout'));
    expect(encoded.status).toBe(200);
    expect(documentOf(encoded.body).querySelector('h2')?.textContent).toBe('About us');
    expect(await render('/about%2Dus')).toEqual({ status: 301, location: '/about' });
    expect(rendered(await render('/%E0%A4%A')).status).toBe(404);
  });

  it('answer an unknown address with the not-found page, status 404, and its console note', async () => {
    for (const url of ['/no-such-page', '/about/team', '/About', routeAddress(NOT_FOUND_PATH)]) {
      const answer = rendered(await render(url));
      expect(answer.status, url).toBe(404);
      expect(answer.body, url).toContain('Nothing here card');
      expect(answer.islands.map(({ name }) => name)).toContain('shell/NotFound/notFoundLog');
    }
    expect(rendered(await render('/about')).islands.map(({ name }) => name)).not.toContain(
      'shell/NotFound/notFoundLog',
    );
  });

  it('fail loudly when a page cannot be read, or there is no not-found page', async () => {
    const broken = createSiteRenderer(
      [{ path: '/', aliases: [], loadPage: () => Promise.reject(new Error('page data missing')) }],
      site,
    );
    await expect(broken('/')).rejects.toThrow('page data missing');
    await expect(broken('/elsewhere')).rejects.toThrow('the site has no not-found page');
  });
});

describe('the header and footer under the router', () => {
  it('mark the current page with aria-current="page" (NavLink) and its menu with aria-current="true"', async () => {
    const { body } = rendered(await render('/about'));
    // The Company menu's button, its About link, the small screens' About link and the footer's.
    expect(currentMarks(body)).toEqual(['true button Company', 'page a /about', 'page a /about', 'page a /about']);
    // A top-level link of the bar (no menu holds it), the small screens' and the footer's.
    expect(currentMarks(rendered(await render('/pricing')).body)).toEqual(Array(3).fill('page a /pricing'));
    expect(currentMarks(rendered(await render('/no-such-page')).body)).toEqual([]);
  });

  it('write plain links: no router attributes or classes, external addresses as they were', async () => {
    const { body } = rendered(await render('/about'));
    expect(body).not.toContain('data-discover');
    expect(body).not.toMatch(/class="?active/);
    const doc = documentOf(body);
    const pricing = doc.querySelector('header a[href="/pricing"]');
    expect(pricing?.getAttribute('class')).toMatch(/^_\w+$/);
    expect(doc.querySelector('footer a[href="/privacy"]')?.hasAttribute('class')).toBe(false);
    expect(doc.querySelector(`footer a[href="mailto:${site.emails.support}"]`)).not.toBeNull();
  });
});

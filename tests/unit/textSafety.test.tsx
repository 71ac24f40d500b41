// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../src/app/renderPage';
import type { Page } from '../../src/generated/page';
import { site } from '../support/site';

const markup = '<script>window.hacked = true</script><b onclick="x()">bold</b>';

describe('text from content', () => {
  it('is written into the page as the characters typed, never as markup, islands and their props included', () => {
    const page: Page = {
      path: '/markup',
      title: 'Markup',
      description: 'A page whose every text is markup, to show that none of it becomes an element.',
      blocks: [
        { type: 'hero', title: markup, subtitle: markup, backButton: markup },
        { type: 'card-grid', heading: markup, cards: [{ title: markup, text: markup }] },
        { type: 'faq', heading: 'Questions', items: [{ question: markup, answer: markup }] },
        {
          type: 'job-list',
          heading: markup,
          applyLabel: markup,
          // Its count templates travel in the filter island's JSON props.
          filter: { label: markup, allLabel: markup, countTemplate: `${markup} {count}` },
          jobs: [
            {
              title: markup,
              department: markup,
              location: markup,
              type: markup,
              description: markup,
              applyHref: '/careers',
            },
          ],
        },
      ],
    };
    const { body } = renderPage(page, site);
    expect(body).not.toContain('<script>window.hacked');
    expect(body).not.toContain('<b onclick');
    // Inside an island's JSON props, "<" is escaped, so no text can close the data block.
    expect(body).not.toMatch(/<script type="application\/json">[^<]*<\/script>[^<]*<script>/);
    expect(body.split('&lt;script&gt;window.hacked = true&lt;/script&gt;').length).toBeGreaterThan(8);
    expect(body).toContain('\\u003cscript>window.hacked = true\\u003c/script>');
  });
});

import type { Page } from 'playwright-core';

/**
 * Heading problems on the page as it is now: anything but exactly one h1, a heading before the h1 in document
 * order (HTML_CodeSniffer's G141; a hidden one counts, since it shows later, as the cookie banner does), and every
 * place where the outline skips a level downwards (h2 followed by h4). Hidden headings count unless they sit inside
 * aria-hidden content, which no assistive technology reads.
 */
export async function headingProblems(page: Page): Promise<string[]> {
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => ({
      level: Number(heading.tagName[1]),
      text: heading.textContent?.trim().slice(0, 60) ?? '',
      read: heading.getClientRects().length > 0 || heading.closest('[aria-hidden="true"]') === null,
    })),
  );
  const problems: string[] = [];
  const h1s = headings.filter((heading) => heading.level === 1);
  if (h1s.length !== 1)
    problems.push(`${h1s.length} h1 elements (${h1s.map((h1) => `"${h1.text}"`).join(', ')}), expected exactly one`);
  const read = headings.filter((heading) => heading.read);
  const first = read[0];
  if (h1s.length > 0 && first && first.level !== 1)
    problems.push(`h${first.level} "${first.text}" comes before the h1 in document order`);
  read.forEach((heading, index) => {
    const previous = read[index - 1];
    if (previous && heading.level > previous.level + 1)
      problems.push(`heading level skips h${previous.level} → h${heading.level} at "${heading.text}"`);
  });
  return problems;
}

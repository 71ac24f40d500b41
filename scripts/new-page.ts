import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '../src/engine/content/session/contentSet.ts';
import { PLACEHOLDERS } from '../src/engine/content/rules/placeholders.ts';

const root = path.resolve(import.meta.dirname, '..');
const [routePath, title] = process.argv.slice(2);

function fail(message: string): never {
  console.error(`new:page: ${message}`);
  console.error('usage: npm run new:page -- /some-path "Page title"');
  process.exit(1);
}

if (!routePath || !title) fail('give the path and the title.');
if (!/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(routePath)) {
  fail(
    `"${routePath}" is not a page path: lowercase letters, digits and hyphens, starting with / and no trailing slash.`,
  );
}
if (title.length > 60) fail(`the title has ${title.length} characters; keep it to 60.`);

const content = loadContent({ root });
const owner = content.pages.find(({ page }) => page.path === routePath || page.aliases?.includes(routePath));
if (owner) fail(`${routePath} already belongs to ${owner.file}.`);
const file = path.join(root, 'pages', `${routePath.slice(1).replace(/\//g, '-')}.yaml`);
if (existsSync(file)) fail(`${path.relative(root, file)} already exists.`);

const brand = content.site?.brand.name ?? 'the site';
const yamlText = (text: string) => JSON.stringify(text);
writeFileSync(
  file,
  `# yaml-language-server: $schema=../schema/page.schema.json
path: ${routePath}
title: ${yamlText(title)}
description: ${yamlText(PLACEHOLDERS.pageDescription(title, brand))}
blocks:
  - type: hero
    title: ${yamlText(title)}
    subtitle: ${yamlText(PLACEHOLDERS.heroSubtitle)}
    # Every hero has an illustration: replace this line with image: { src: /images/….svg, alt: … }.
    layout: text-only
`,
);
console.log(
  `wrote ${path.relative(root, file)}: the page answers at ${routePath} on the next build (or now, under npm run dev).`,
);
console.log(
  'Next: replace its placeholder description and subtitle, and add blocks; `npm run validate` reports each placeholder left (FW407).',
);

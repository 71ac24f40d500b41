import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir } from '../browser/support';

const JAVA = process.env.JAVA_PATH ?? 'java';
const installed = spawnSync(JAVA, ['-version'], { stdio: 'ignore' }).status === 0;
if (!installed && process.env.CI)
  throw new Error(`${JAVA} is missing: CI must run the Nu Html Checker (.ci/run installs default-jre-headless)`);
if (!installed) console.warn('htmlConformance.test.ts skipped: no java (apt-get install default-jre-headless)');

// vnu-jar's main module exports the jar's path (as a String object).
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar') as unknown);

/**
 * Valid CSS the checker's CSS validator does not know yet (CSS Containment 3, Scroll-driven Animations, Inline Layout 3,
 * Overflow 4's line-clamp).
 * Only the "property doesn't exist" error for exactly these names is set aside; anything else about them still counts.
 */
const MODERN_CSS_PROPERTIES = [
  'container',
  'container-type',
  'container-name',
  'animation-timeline',
  'scroll-timeline',
  'timeline-scope',
  'view-timeline',
  'animation-range',
  'line-clamp',
  'text-box-trim',
  'text-box-edge',
];
const unknownModernProperty = (message: string): boolean =>
  MODERN_CSS_PROPERTIES.some((name) => message === `CSS: “${name}”: Property “${name}” doesn't exist.`);

/** A document with one fault of each kind the issue found (div in button, ThemeIcon attributes, a style in body). */
const FAULTY_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Faulty</title></head>
<body><button type="button"><div>Menu</div></button><div radius="md">x</div><ul><style>p{}</style></ul></body></html>
`;

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Runs the Nu Html Checker once (one JVM) over every file; its JSON report comes on stderr. */
function checkHtml(files: readonly string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      JAVA,
      ['-Xss4m', '-jar', VNU_JAR, '--errors-only', '--exit-zero-always', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) reject(error);
        else resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
      },
    );
  });
}

describe.skipIf(!installed)('the Nu Html Checker (vnu-jar) on the built site', () => {
  let scratch: string;
  let files: string[];
  let faulty: string;
  let errors: Map<string, string[]>;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'fernwise-vnu-'));
    faulty = path.join(scratch, 'faulty.html');
    writeFileSync(faulty, FAULTY_PAGE);
    files = htmlFiles(distDir());
    // The faulty page rides in the same run, so one JVM start shows the checker and the report parsing both work.
    const messages = await checkHtml([...files, faulty]);
    errors = new Map([...files, faulty].map((file) => [file, []]));
    for (const message of messages) {
      if (message.type !== 'error' || unknownModernProperty(message.message)) continue;
      const file = decodeURIComponent(new URL(message.url).pathname);
      errors.get(file)?.push(`line ${message.lastLine ?? '?'}: ${message.message}`);
    }
  }, 180_000);

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('checks every page the build wrote, the not-found page included', () => {
    const names = files.map((file) => path.relative(distDir(), file));
    expect(names).toContain('index.html');
    expect(names).toContain('404.html');
    expect(names.length).toBeGreaterThan(25);
  });

  it('reports the faults of a page known to be invalid', () => {
    const found = errors.get(faulty)?.join('\n');
    expect(found).toMatch(/Element “div” not allowed as child of element “button”/);
    expect(found).toMatch(/Attribute “radius” not allowed on element “div”/);
    expect(found).toMatch(/Element “style” not allowed as child of element “ul”/);
  });

  it('finds no error on any built page', () => {
    const report = Object.fromEntries(files.map((file) => [path.relative(distDir(), file), errors.get(file)]));
    expect(report).toEqual(Object.fromEntries(files.map((file) => [path.relative(distDir(), file), []])));
  });
});

describe('form fields in the built site', () => {
  it('gives every input a type (HTML_CodeSniffer asks for one)', () => {
    const untyped = htmlFiles(distDir()).flatMap((file) =>
      findAll(
        (element) => element.name === 'input' && !element.attribs.type,
        parseDocument(readFileSync(file, 'utf8')).children,
      ).map((input) => `${path.relative(distDir(), file)}: input ${input.attribs.name ?? ''}`),
    );
    expect(untyped).toEqual([]);
  });
});

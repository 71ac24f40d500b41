import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchContent, type ContentWatcher, type WatchReport } from '../../src/engine/content/session/contentWatcher';
import { loadContent } from '../../src/engine/content/session/contentSet';
import { formatDiagnostics } from '../../src/engine/diagnostics/diagnostics';
import { openReadingCache, type ReadingCache } from '../../src/engine/content/session/readingCache';
import { validationSession, type ValidationSession } from '../../src/engine/content/session/validationSession';
import { PROJECT_ROOT } from '../support/paths';
import { FIXTURE_SITE } from '../support/validateFixture';

const schemaDir = path.join(PROJECT_ROOT, 'schema');
let root: string;
let pagesDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fernwise-session-'));
  cpSync(FIXTURE_SITE, root, { recursive: true });
  pagesDir = path.join(root, 'pages');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const page = (name: string) => path.join(pagesDir, name);
const read = (name: string) => readFileSync(page(name), 'utf8');
const edit = (name: string, change: (text: string) => string) => writeFileSync(page(name), change(read(name)));

/** What a full validation of the folder says now: the session must always agree with it. */
function fromScratch(): string {
  return formatDiagnostics(loadContent({ root, schemaDir }).diagnostics);
}

function problemsOf(session: ValidationSession): string {
  return formatDiagnostics(session.current().diagnostics);
}

describe('a validation session', () => {
  it('reads every file once, then only the file that changed', () => {
    const session = validationSession({ root, schemaDir });
    const first = session.update();
    expect(first.reread).toHaveLength(6);
    expect(first.content.diagnostics).toEqual([]);

    edit('about.yaml', (text) => text.replace('title: About the fixture site', 'title: About us, edited'));
    const second = session.update({ files: [page('about.yaml')] });
    expect(second.reread).toEqual(['pages/about.yaml']);
    expect(second.content.pages.find((entry) => entry.page.path === '/about')?.page.blocks[0]).toMatchObject({
      title: 'About us, edited',
    });
    expect(session.update().reread).toEqual([]);
  });

  it("clears a fixed error, and shows a dead link in another file when a page's path changes", () => {
    const session = validationSession({ root, schemaDir });
    session.update();
    edit('about.yaml', (text) => text.replace('type: hero', 'type: heroo'));
    expect(session.update({ files: [page('about.yaml')] }).content.diagnostics).toMatchObject([
      { file: 'pages/about.yaml', code: 'FW201' },
    ]);
    edit('about.yaml', (text) => text.replace('type: heroo', 'type: hero'));
    expect(session.update({ files: [page('about.yaml')] }).content.diagnostics).toEqual([]);

    // Only banking.yaml is read again, yet the site file's links to /banking are dead now.
    edit('banking.yaml', (text) => text.replace('path: /banking', 'path: /accounts'));
    const moved = session.update({ files: [page('banking.yaml')] });
    expect(moved.reread).toEqual(['pages/banking.yaml']);
    expect(moved.content.diagnostics.map(({ file, code }) => `${file} ${code}`)).toContain('pages/_site.yaml FW304');
    expect(problemsOf(session)).toBe(fromScratch());

    edit('banking.yaml', (text) => text.replace('path: /accounts', 'path: /banking'));
    expect(session.update({ files: [page('banking.yaml')] }).content.diagnostics).toEqual([]);
  });

  it('checks the links of a saved file again while every other file keeps its results', () => {
    const session = validationSession({ root, schemaDir });
    session.update();
    edit('home.yaml', (text) => text.replace('href: /about', 'href: /abuot'));
    const broken = session.update({ files: [page('home.yaml')] });
    expect(broken.content.diagnostics).toMatchObject([{ file: 'pages/home.yaml', code: 'FW304' }]);
    expect(problemsOf(session)).toBe(fromScratch());
    edit('home.yaml', (text) => text.replace('href: /abuot', 'href: /about'));
    expect(session.update({ files: [page('home.yaml')] }).content.diagnostics).toEqual([]);
  });

  it('finds files added and removed without being told their names, and agrees with a full validation', () => {
    const session = validationSession({ root, schemaDir });
    session.update();
    writeFileSync(page('banking-copy.yaml'), read('banking.yaml'));
    const added = session.update();
    expect(added.reread).toEqual(['pages/banking-copy.yaml']);
    expect(added.content.diagnostics).toMatchObject([{ file: 'pages/banking-copy.yaml', code: 'FW301' }]);
    expect(problemsOf(session)).toBe(fromScratch());

    unlinkSync(page('banking-copy.yaml'));
    const removed = session.update({ files: [page('banking-copy.yaml')] });
    expect(removed.removed).toEqual(['pages/banking-copy.yaml']);
    expect(removed.content.diagnostics).toEqual([]);
  });

  it('folds links into a malformed path the same way every time it checks again', () => {
    const session = validationSession({ root, schemaDir });
    session.update();
    edit('banking.yaml', (text) => text.replace('path: /banking', 'path: /Banking/'));
    const first = formatDiagnostics(session.update({ files: [page('banking.yaml')] }).content.diagnostics);
    const again = formatDiagnostics(session.update({ files: [page('about.yaml')] }).content.diagnostics);
    expect(first).toMatch(/and \d+ links? to this page/);
    expect(again).toBe(first);
    expect(again).toBe(fromScratch());
  });

  it('looks up public files again only when told public/ changed', () => {
    const session = validationSession({ root, schemaDir });
    session.update();
    const image = path.join(root, 'public/images/banking-accounts.svg');
    renameSync(image, `${image}.moved`);
    expect(session.update({ files: [page('about.yaml')] }).content.diagnostics).toEqual([]);
    expect(session.update({ publicFiles: true }).content.diagnostics).toMatchObject([{ code: 'FW306' }]);
    renameSync(`${image}.moved`, image);
    expect(session.update({ publicFiles: true }).content.diagnostics).toEqual([]);
  });
});

describe('a validation session started from kept readings', () => {
  const cache = () => openReadingCache(path.join(root, 'readings'), 'test-key');

  it('reads the folder once, then restores every unchanged file on the next start and reads only the changed', async () => {
    const first = await validationSession({ root, schemaDir }).start(cache());
    expect(first.reread).toHaveLength(6);
    expect(first.restored).toBe(0);
    expect(formatDiagnostics(first.content.diagnostics)).toBe(fromScratch());

    const again = await validationSession({ root, schemaDir }).start(cache());
    expect(again.reread).toEqual([]);
    expect(again.restored).toBe(6);
    expect(again.content.pages.map((entry) => entry.page)).toEqual(
      loadContent({ root, schemaDir }).pages.map((entry) => entry.page),
    );

    // Changed between two runs: that file alone is read, and what it breaks elsewhere shows.
    edit('banking.yaml', (text) => text.replace('path: /banking', 'path: /accounts'));
    const session = validationSession({ root, schemaDir });
    const moved = await session.start(cache(), { parallelFrom: 0 });
    expect(moved.reread).toEqual(['pages/banking.yaml']);
    expect(moved.restored).toBe(5);
    expect(formatDiagnostics(moved.content.diagnostics)).toBe(fromScratch());
    expect(moved.content.diagnostics.map(({ file, code }) => `${file} ${code}`)).toContain('pages/_site.yaml FW304');

    // Then file by file, as a session started with update.
    edit('banking.yaml', (text) => text.replace('path: /accounts', 'path: /banking'));
    expect(session.update({ files: [page('banking.yaml')] }).content.diagnostics).toEqual([]);
  }, 30_000);
});

describe('a validation session given kept readings, as the dev server starts', () => {
  it('restores the unchanged files in its first check, in this process, and reads the rest', () => {
    const kept = () => openReadingCache(path.join(root, 'readings'), 'test-key');
    const first = validationSession({ root, schemaDir }, kept).update();
    expect(first).toMatchObject({ restored: 0 });
    expect(first.reread).toHaveLength(6);

    edit('about.yaml', (text) => text.replace('type: hero', 'type: heroo'));
    const session = validationSession({ root, schemaDir }, kept);
    const again = session.update();
    expect(again).toMatchObject({ restored: 5, reread: ['pages/about.yaml'] });
    expect(problemsOf(session)).toBe(fromScratch());
    expect(again.content.pages.map((entry) => entry.page)).toEqual(
      loadContent({ root, schemaDir }).pages.map((entry) => entry.page),
    );
    // Later checks read file by file, whatever is kept.
    edit('about.yaml', (text) => text.replace('type: heroo', 'type: hero'));
    expect(session.update({ files: [page('about.yaml')] })).toMatchObject({ reread: ['pages/about.yaml'] });
    expect(session.current().diagnostics).toEqual([]);
  });

  it('reports a missing pages folder as it does without them', async () => {
    rmSync(pagesDir, { recursive: true, force: true });
    const kept = () => openReadingCache(path.join(root, 'readings'), 'test-key');
    const expected = validationSession({ root, schemaDir }).update().content.diagnostics;
    expect(expected.length).toBeGreaterThan(0);
    expect(validationSession({ root, schemaDir }, kept).update().content.diagnostics).toEqual(expected);
    expect((await validationSession({ root, schemaDir }).start(kept())).content.diagnostics).toEqual(expected);
  });
});

describe('validate --watch', () => {
  let watcher: ContentWatcher | undefined;
  const reports: WatchReport[] = [];

  afterEach(async () => {
    await watcher?.close();
    watcher = undefined;
    reports.length = 0;
  });

  async function nextReport(count: number): Promise<WatchReport> {
    await vi.waitFor(() => expect(reports.length).toBeGreaterThan(count), { timeout: 10_000, interval: 20 });
    return reports[reports.length - 1];
  }

  it('picks up rename-style saves (mv, git checkout --) and re-reads only the saved file', async () => {
    watcher = watchContent({ root, schemaDir, settleMs: 10, onReport: (report) => reports.push(report) });
    await watcher.ready;
    expect(reports).toMatchObject([{ reason: 'start', problems: [] }]);
    const original = read('about.yaml');

    // An editor's atomic save, or mv: a new file renamed over the old one.
    writeFileSync(page('about.yaml.tmp'), original.replace('type: hero', 'type: heroo'));
    renameSync(page('about.yaml.tmp'), page('about.yaml'));
    const broken = await nextReport(1);
    expect(broken.added).toHaveLength(1);
    expect(broken.added[0]).toContain('pages/about.yaml');
    expect(broken.validation.reread).toEqual(['pages/about.yaml']);

    // git checkout --: the file removed and written afresh.
    unlinkSync(page('about.yaml'));
    writeFileSync(page('about.yaml'), original);
    await vi.waitFor(() => expect(reports.at(-1)?.problems).toEqual([]), { timeout: 10_000, interval: 20 });
    expect(reports.flatMap((report) => report.fixed)).toHaveLength(1);
  });

  it('starts from kept readings, and checks a save made while it starts once it has started', async () => {
    const readingCache = { cache: openReadingCache(path.join(root, 'readings'), 'test-key') };
    watcher = watchContent({ root, schemaDir, settleMs: 10, readingCache, onReport: (report) => reports.push(report) });
    await watcher.ready;
    expect(reports).toMatchObject([{ reason: 'start', problems: [], validation: { restored: 0 } }]);
    await watcher.close();

    reports.length = 0;
    // Changed since: read again by the next start, in a worker (which takes a while to start).
    edit('banking.yaml', (text) => text.replace('title:', 'title: Edited,'));
    const restarted = openReadingCache(path.join(root, 'readings'), 'test-key');
    let saved = false;
    const cache: ReadingCache = {
      get empty() {
        return restarted.empty;
      },
      // A save while the first check runs: after about.yaml's text was looked up, before the check ends.
      lookup(name, text) {
        const summary = restarted.lookup(name, text);
        if (name === 'about.yaml' && !saved) {
          edit('about.yaml', (old) => old.replace('type: hero', 'type: heroo'));
          saved = true;
        }
        return summary;
      },
      remember: (name, summary, digest) => restarted.remember(name, summary, digest),
      save: (names) => restarted.save(names),
    };
    watcher = watchContent({
      root,
      schemaDir,
      settleMs: 10,
      readingCache: { cache, parallelFrom: 0 },
      onReport: (report) => reports.push(report),
    });
    await watcher.ready;
    expect(saved).toBe(true);
    expect(reports[0]).toMatchObject({ reason: 'start', problems: [], validation: { restored: 5 } });
    expect(reports[0].validation.reread).toEqual(['pages/banking.yaml']);
    const afterStart = await nextReport(1);
    expect(afterStart.reason).toBe('pages/about.yaml');
    expect(afterStart.added).toHaveLength(1);
  }, 30_000);

  it('sees an edit to a block schema (schema/blocks/*.json): its problem, then its fix, without a restart', async () => {
    const ownSchemas = path.join(root, 'schema');
    cpSync(schemaDir, ownSchemas, { recursive: true });
    watcher = watchContent({ root, schemaDir: ownSchemas, settleMs: 10, onReport: (report) => reports.push(report) });
    await watcher.ready;
    expect(reports).toMatchObject([{ reason: 'start', problems: [] }]);
    const faq = path.join(ownSchemas, 'blocks/faq.schema.json');
    const original = readFileSync(faq, 'utf8');
    writeFileSync(faq, original.replace('"type": "object",', '"type": "object",,'));
    const broken = await nextReport(1);
    expect(broken.reason).toBe(path.join('schema', 'blocks', 'faq.schema.json'));
    expect(broken.added).toEqual([expect.stringMatching(/^schema\/blocks\/faq\.schema\.json:\d+:\d+ {2}FW501 /)]);
    writeFileSync(faq, original);
    await vi.waitFor(() => expect(reports.at(-1)?.problems).toEqual([]), { timeout: 10_000, interval: 20 });
  });

  it('reports a dead link that appears in another file, and its fix', async () => {
    watcher = watchContent({ root, schemaDir, settleMs: 10, onReport: (report) => reports.push(report) });
    await watcher.ready;
    edit('about.yaml', (text) => text.replace('path: /about', 'path: /about-fernwise'));
    const moved = await nextReport(1);
    expect(moved.added.some((message) => message.startsWith('pages/_site.yaml') && message.includes('FW304'))).toBe(
      true,
    );
    edit('about.yaml', (text) => text.replace('path: /about-fernwise', 'path: /about'));
    await vi.waitFor(() => expect(reports.at(-1)?.problems).toEqual([]), { timeout: 10_000, interval: 20 });
  });
});

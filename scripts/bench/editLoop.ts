import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { createServer } from 'vite';
import { formatDiagnostics } from '../../src/engine/diagnostics/diagnostics.ts';
import { validationSession } from '../../src/engine/content/session/validationSession.ts';
import { launchChromium } from '../chromium.ts';
import { median } from './statistics.ts';
import { pageReadyExamples, writeSyntheticPages } from './syntheticPages.ts';

/** Budgets of issue 17: what an author waits for after saving a page. */
export const EDIT_LOOP_BUDGETS = { saveToScreenMs: 300, perSaveValidationMs: 100, atPages: 3000 };

const USAGE = 'usage: npm run bench -- --edit-loop [--edits=10] [--edit-pages=30,3000] [--keep]';

export interface EditLoopOptions {
  /** Saves measured, after one warm-up save. */
  edits: number;
  /** Page counts (the real pages plus synthetic ones) at which per-save validation is measured. */
  pages: number[];
  keep: boolean;
}

export interface SaveToScreen {
  route: string;
  /** Time from writing the file to the new text in the page, each save; the warm-up save is not counted. */
  runsMs: number[];
  medianMs: number;
  warmUpMs: number;
  /** Saves that reloaded the page instead of updating it in place. */
  reloads: number;
  devServerReadyMs: number;
}

export interface SaveValidation {
  pages: number;
  /** The first check of every file: what each save cost before validation was incremental. */
  fullMs: number;
  /** Each save's check: the saved file read again, the checks across files run again. */
  runsMs: number[];
  medianMs: number;
  maxMs: number;
  /** Processor time of each save's check (every thread of the process): what the wall time is on an idle machine. */
  cpuMedianMs: number;
}

export interface EditLoopResults {
  date: string;
  machine: { node: string; cores: number; cpu: string; loadAverage: { atStart: number; atEnd: number } };
  options: EditLoopOptions;
  saveToScreen: SaveToScreen;
  validation: SaveValidation[];
  budgets: { budget: string; measured: string; pass: boolean }[];
}

function positiveInteger(text: string, flag: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${flag} takes a whole number of 1 or more, not "${text}"\n${USAGE}`);
  return value;
}

export function parseEditLoopOptions(argv: readonly string[]): EditLoopOptions {
  const options: EditLoopOptions = { edits: 10, pages: [30, 3000], keep: false };
  for (const argument of argv) {
    const [flag, value = ''] = argument.split(/=(.*)/s);
    if (flag === '--edit-loop') continue;
    if (flag === '--edits') options.edits = positiveInteger(value, flag);
    else if (flag === '--edit-pages') options.pages = value.split(',').map((count) => positiveInteger(count, flag));
    else if (flag === '--keep') options.keep = true;
    else throw new Error(`unknown option "${argument}" with --edit-loop\n${USAGE}`);
  }
  return options;
}

/** The page file with its hero's title (the first indented `title:`) replaced. */
function withHeroTitle(text: string, title: string): string {
  if (!/^\s+title: .*$/m.test(text)) throw new Error('the page has no hero title to edit');
  return text.replace(/^(\s+title: ).*$/m, (_, key: string) => `${key}${title}`);
}

/**
 * When the page shows `text` in its level-1 heading: the page's own clock (the machine's, as the bench's), read at
 * the animation frame that first shows it. A save that reloads the page ends the wait on the old document; the
 * wait goes on in the new one.
 */
async function shownAt(page: Page, text: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await page.waitForFunction(
        (expected) => (document.querySelector('h1')?.textContent?.includes(expected) ? Date.now() : false),
        text,
        { polling: 'raf', timeout: Math.max(1, deadline - Date.now()) },
      );
      return Number(await handle.jsonValue());
    } catch (error) {
      const navigated = error instanceof Error && /context was destroyed|navigat/i.test(error.message);
      if (!navigated || Date.now() > deadline) throw error;
    }
  }
}

/**
 * Starts the dev server (the project's Vite config) on a copy of the pages, opens `route` in Chromium, and saves
 * the page's file `edits + 1` times with a new hero title, timing each save until the new title is on screen.
 */
export async function measureSaveToScreen(
  root: string,
  workDir: string,
  edits: number,
  log: (line: string) => void,
): Promise<SaveToScreen> {
  const route = '/banking';
  const pagesDir = path.join(workDir, 'pages');
  rmSync(workDir, { recursive: true, force: true });
  cpSync(path.join(root, 'pages'), pagesDir, { recursive: true });
  const file = path.join(pagesDir, 'banking.yaml');
  const original = readFileSync(file, 'utf8');
  const previousPagesDir = process.env.FERNWISE_PAGES_DIR;
  process.env.FERNWISE_PAGES_DIR = pagesDir;
  const started = performance.now();
  const server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    server: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  const browser = await launchChromium();
  try {
    await server.listen();
    const devServerReadyMs = performance.now() - started;
    const origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
    const page = await browser.newPage();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(origin + route, { waitUntil: 'networkidle', timeout: 120_000 });
    const loadsBefore = loads;
    const times: number[] = [];
    for (let index = 0; index <= edits; index += 1) {
      const title = `Banking edit ${index + 1}`;
      const saved = Date.now();
      writeFileSync(file, withHeroTitle(original, title));
      const shown = await shownAt(page, title, 30_000);
      times.push(shown - saved);
      log(`  save ${index === 0 ? 'warm-up' : index}: ${shown - saved} ms`);
    }
    const [warmUpMs, ...runsMs] = times;
    return {
      route,
      runsMs,
      medianMs: median(runsMs),
      warmUpMs,
      reloads: loads - loadsBefore,
      devServerReadyMs,
    };
  } finally {
    await browser.close();
    await server.close();
    writeFileSync(file, original);
    if (previousPagesDir === undefined) delete process.env.FERNWISE_PAGES_DIR;
    else process.env.FERNWISE_PAGES_DIR = previousPagesDir;
  }
}

/** Per-save validation with `pages` page files: one full check, then `edits` saves of one page, each re-checked. */
export function measureSaveValidation(
  root: string,
  workDir: string,
  pages: number,
  edits: number,
  examples: Parameters<typeof writeSyntheticPages>[3],
): SaveValidation {
  const pagesDir = path.join(workDir, `pages-${pages}`);
  rmSync(pagesDir, { recursive: true, force: true });
  const realPages = readdirSync(path.join(root, 'pages')).filter((name) => /^[^_].*\.yaml$/.test(name)).length;
  const total = writeSyntheticPages(root, pagesDir, Math.max(0, pages - realPages), examples);
  const session = validationSession({ root, pagesDir });
  const full = session.update();
  if (full.content.diagnostics.length > 0)
    throw new Error(`the pages do not validate:\n${formatDiagnostics(full.content.diagnostics)}`);
  const file = path.join(pagesDir, 'banking.yaml');
  const original = readFileSync(file, 'utf8');
  const runsMs: number[] = [];
  const cpuMs: number[] = [];
  for (let index = 0; index < edits; index += 1) {
    writeFileSync(file, withHeroTitle(original, `Banking edit ${index + 1}`));
    const cpu = process.cpuUsage();
    const save = session.update({ files: [file] });
    const used = process.cpuUsage(cpu);
    if (save.reread.length !== 1) throw new Error(`a save re-read ${save.reread.length} files, not 1`);
    runsMs.push(save.ms);
    cpuMs.push((used.user + used.system) / 1000);
  }
  rmSync(pagesDir, { recursive: true, force: true });
  return {
    pages: total,
    fullMs: full.ms,
    runsMs,
    medianMs: median(runsMs),
    maxMs: Math.max(...runsMs),
    cpuMedianMs: median(cpuMs),
  };
}

function report(results: EditLoopResults): string {
  const round = (value: number) => String(Math.round(value));
  const { saveToScreen, validation, machine } = results;
  const verdict = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
  return [
    '# Edit loop',
    '',
    `Written by \`npm run bench -- --edit-loop\` on ${results.date}: Node ${machine.node}, ${machine.cores} cores (${machine.cpu}), load average ${machine.loadAverage.atStart.toFixed(1)} at the start and ${machine.loadAverage.atEnd.toFixed(1)} at the end.`,
    '',
    '## Budgets',
    '',
    '| Budget | Measured | Verdict |',
    '| --- | --- | --- |',
    ...results.budgets.map((check) => `| ${check.budget} | ${check.measured} | ${verdict(check.pass)} |`),
    '',
    '## Save to screen',
    '',
    `The dev server (ready in ${round(saveToScreen.devServerReadyMs)} ms) shows ${saveToScreen.route} in Chromium; its page file is saved ${results.options.edits} times with a new hero title, each time after the last one is on screen, and timed from the write to the first animation frame that shows the new title. A warm-up save before them took ${round(saveToScreen.warmUpMs)} ms. Saves that reloaded the page: ${saveToScreen.reloads}.`,
    '',
    `Median ${round(saveToScreen.medianMs)} ms; each save: ${saveToScreen.runsMs.map(round).join(', ')} ms.`,
    '',
    '## Validation per save',
    '',
    'The pages folder holds the real pages plus synthetic ones (block examples, as in the content-scale section). A validation session checks every file once, then one page is saved repeatedly: each save re-reads that file and runs the checks across files (paths, links, local files) again. Before, every save checked every file, as the first check does.',
    '',
    '| Pages | Every file checked (ms) | Per save, median (ms) | Per save, slowest (ms) | Per save, processor time, median (ms) |',
    '| --- | --- | --- | --- | --- |',
    ...validation.map(
      (point) =>
        `| ${[point.pages, round(point.fullMs), round(point.medianMs), round(point.maxMs), round(point.cpuMedianMs)].join(' | ')} |`,
    ),
    '',
    'Wall times grow with the load average: on a shared machine, compare the processor time.',
    '',
  ].join('\n');
}

/** `npm run bench -- --edit-loop`: the edit loop's two timings, written to bench/edit-loop.json and bench/EDIT-LOOP.md. */
export async function runEditLoopBench(
  root: string,
  benchDir: string,
  argv: readonly string[],
  log: (line: string) => void,
): Promise<boolean> {
  const options = parseEditLoopOptions(argv);
  const workDir = path.join(benchDir, 'tmp', 'edit-loop');
  const loadAtStart = os.loadavg()[0];
  mkdirSync(workDir, { recursive: true });
  try {
    log(`save to screen, ${options.edits} saves (load average ${os.loadavg()[0].toFixed(2)})`);
    const saveToScreen = await measureSaveToScreen(root, path.join(workDir, 'dev'), options.edits, log);
    const { examples } = pageReadyExamples(root, path.join(workDir, 'probe-pages'));
    const validation = options.pages.map((pages) => {
      log(`validation per save at ${pages} pages (load average ${os.loadavg()[0].toFixed(2)})`);
      const point = measureSaveValidation(root, workDir, pages, options.edits, examples);
      log(
        `  every file: ${Math.round(point.fullMs)} ms; per save: median ${Math.round(point.medianMs)} ms ` +
          `(processor time ${Math.round(point.cpuMedianMs)} ms)`,
      );
      return point;
    });
    const largest = validation.filter((point) => point.pages >= EDIT_LOOP_BUDGETS.atPages);
    const budgets = [
      {
        budget: `save to screen ≤ ${EDIT_LOOP_BUDGETS.saveToScreenMs} ms (median)`,
        measured: `${Math.round(saveToScreen.medianMs)} ms`,
        pass: saveToScreen.medianMs <= EDIT_LOOP_BUDGETS.saveToScreenMs && saveToScreen.reloads === 0,
      },
      ...largest.map((point) => ({
        budget: `validation per save ≤ ${EDIT_LOOP_BUDGETS.perSaveValidationMs} ms at ${point.pages} pages (median)`,
        measured: `${Math.round(point.medianMs)} ms`,
        pass: point.medianMs <= EDIT_LOOP_BUDGETS.perSaveValidationMs,
      })),
    ];
    const results: EditLoopResults = {
      date: new Date().toISOString(),
      machine: {
        node: process.version,
        cores: os.availableParallelism(),
        cpu: os.cpus()[0]?.model ?? 'unknown',
        loadAverage: { atStart: loadAtStart, atEnd: os.loadavg()[0] },
      },
      options,
      saveToScreen,
      validation,
      budgets,
    };
    writeFileSync(path.join(benchDir, 'edit-loop.json'), `${JSON.stringify(results, null, 2)}\n`);
    const markdownFile = path.join(benchDir, 'EDIT-LOOP.md');
    const config = (await resolveConfig(markdownFile)) ?? {};
    writeFileSync(markdownFile, await format(report(results), { ...config, filepath: markdownFile }));
    log('\nbudgets:');
    for (const check of budgets)
      log(`  ${(check.pass ? 'pass' : 'FAIL').padEnd(12)} ${check.budget}: ${check.measured}`);
    log('\nwrote bench/edit-loop.json and bench/EDIT-LOOP.md');
    return budgets.every((check) => check.pass);
  } finally {
    if (!options.keep) rmSync(workDir, { recursive: true, force: true });
  }
}

import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import Tinypool from 'tinypool';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardPath } from '../../core/shareCard.ts';

/**
 * A 1200×630 PNG per page for og:image and twitter:image (social sites do not preview SVG): the page's title and the
 * brand, drawn by satori (layout to SVG) and @resvg/resvg-js (SVG to PNG), no browser. Cards are cached by a hash of
 * everything that draws them, so a build only renders the cards whose title changed.
 */

const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`);

// Colours of the site's theme (src/core/theme.ts: fern 8 and 0, ocean 9) and of the favicon's mark.
const FERN_DARK = '#0b6e43';
const FERN_LIGHT = '#e9f8f0';
const INK = '#0f2a1f';
// The favicon's leaf, drawn white on the brand green.
const MARK = 'M16 25V12m0 4c-4-1-6-3.5-6.5-7 3.8.2 6 2.5 6.5 7Zm0 2c3.6-.6 6-3 6.5-6.5-3.9.3-6 2.6-6.5 6.5Z';
/** Bump when the drawing below changes, so cached cards are drawn again. */
const LAYOUT_VERSION = 2;

export interface ShareCardText {
  /** The page's title, from its YAML. */
  title: string;
  /** The brand name and tagline, from the site file. */
  brand: string;
  tagline: string;
}

interface Node {
  type: string;
  props: Record<string, unknown> & { children?: (Node | string)[] | Node | string; style?: Record<string, unknown> };
}
const h = (type: string, props: Node['props'], ...children: (Node | string)[]): Node => ({
  type,
  props: { ...props, children: children.length === 1 ? children[0] : children },
});

function card({ title, brand, tagline }: ShareCardText): Node {
  const mark = h(
    'svg',
    { width: 96, height: 96, viewBox: '0 0 32 32' },
    h('rect', { width: 32, height: 32, rx: 9, fill: FERN_DARK }),
    h('path', {
      d: MARK,
      stroke: '#fff',
      strokeWidth: 2,
      fill: 'none',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
  );
  return h(
    'div',
    {
      style: {
        width: SHARE_CARD_WIDTH,
        height: SHARE_CARD_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: FERN_LIGHT,
        borderBottom: `24px solid ${FERN_DARK}`,
        fontFamily: 'Plus Jakarta Sans',
        color: INK,
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 28 } },
      mark,
      h('div', { style: { fontSize: 52, fontWeight: 800, color: FERN_DARK } }, brand),
    ),
    h('div', { style: { fontSize: title.length > 40 ? 64 : 80, fontWeight: 800, lineHeight: 1.1 } }, title),
    h('div', { style: { fontSize: 34, fontWeight: 400 } }, tagline),
  );
}

let fonts: { name: string; data: Buffer; weight: 400 | 800; style: 'normal' }[] | undefined;
function loadFonts() {
  fonts ??= ([400, 800] as const).map((weight) => ({
    name: 'Plus Jakarta Sans',
    data: readFileSync(fontFile(weight)),
    weight,
    style: 'normal' as const,
  }));
  return fonts;
}

/** One share card as SVG, laid out by satori with the text set as paths. */
export async function shareCardSvg(text: ShareCardText): Promise<string> {
  // Loaded here, in the card workers, not by every process that imports this module (60 MB, in the build's main
  // process too, where only the cache is read).
  const { default: satori } = await import('satori');
  // satori takes React-element-shaped objects; a plain tree keeps React out of the build's engine code.
  return satori(card(text) as unknown as Parameters<typeof satori>[0], {
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    fonts: loadFonts(),
  });
}

/** One share card as PNG bytes. */
export async function renderShareCard(text: ShareCardText): Promise<Buffer> {
  const [svg, { Resvg }] = await Promise.all([shareCardSvg(text), import('@resvg/resvg-js')]);
  // The SVG holds no text (satori sets it as paths): the system fonts resvg would otherwise load for every card
  // (6 ms each) are never used.
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_CARD_WIDTH }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
}

/** What every card's key shares: the fonts and the renderers' versions, read once per process. */
let keyBase: Buffer[] | undefined;
function loadKeyBase(): Buffer[] {
  keyBase ??= [
    ...[400, 800].map((weight) => readFileSync(fontFile(weight))),
    ...['satori', '@resvg/resvg-js'].map((name) =>
      Buffer.from(
        (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version,
      ),
    ),
  ];
  return keyBase;
}

/** The cache key of a card: its text, the drawing's version, the fonts and the renderers' versions. */
export function shareCardKey(text: ShareCardText): string {
  const hash = createHash('sha256').update(JSON.stringify({ text, LAYOUT_VERSION }));
  for (const part of loadKeyBase()) hash.update(part);
  return hash.digest('hex').slice(0, 32);
}

/**
 * Cards a card worker draws at most before it exits (see writeShareCards). A process costs about 1.2 s to start
 * (Node, the TypeScript loader, satori's 1.6 MB module, its layout engine and the fonts): at 64 cards a process that
 * was 19 ms a card, more than drawing one. Measured with this module: a process drawing 1,000 cards one after the
 * other peaks at 300 MB (64 cards: 250 MB), as long as it lets Node give the pixels back (see drawShareCards).
 */
const CARDS_PER_WORKER = 512;
/** Cards below which a second process is not worth its start (about as long as drawing 35 cards). */
const CARDS_FOR_A_PROCESS = 64;

/** A batch of cards for a card worker (src/engine/assets/shareCardWorker.ts): each drawn into its cache file. */
export interface ShareCardTask {
  cards: { text: ShareCardText; file: string }[];
}

/**
 * Draws each card of a task into its file, written aside and renamed so no reader ever sees half a card. The event
 * loop turns after each card: Node runs the finalisers that give back a collected image's native pixels (about
 * 3.5 MB a card) only on a later turn, and drawing (satori awaits only promises already settled) never gives it
 * one. Without the turn, a compiled worker held 1.2 GB after 300 cards; with it, 213 MB, at the same 14 ms a card.
 */
export async function drawShareCards(task: ShareCardTask): Promise<void> {
  for (const { text, file } of task.cards) {
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, await renderShareCard(text));
    renameSync(partial, file);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Where a project keeps the share cards it has drawn, between builds, unless a build is given another folder. */
export function projectShareCardCache(root: string): string {
  return path.join(root, 'node_modules/.cache/fernwise-share-cards');
}

export interface ShareCardPage extends ShareCardText {
  /** The page's path (`/banking`, `/`, or `*` for the not-found page). */
  path: string;
}

/**
 * Writes every page's card under `outDir` at shareCardPath(path), taking it from `cacheDir` when a card with the same
 * key was drawn before. The cards missing from the cache are drawn in a pool of processes, one per core (or
 * `threads`), each drawing at most CARDS_PER_WORKER cards and exiting: a card's pixels are 3 MB of native memory
 * that @resvg/resvg-js gives back only when the garbage collector finalises the image (thx/resvg-js#216), which the
 * build's main process, with its large heap, left undone (3,000 cards took it to 11 GB); a small process drawing
 * one card after the other, its event loop turning between cards (see drawShareCards), gives them back, and its
 * exit bounds whatever it keeps. Returns how many were drawn and how many came from the cache.
 */
export async function writeShareCards(
  pages: readonly ShareCardPage[],
  outDir: string,
  cacheDir: string,
  threads?: number,
): Promise<{ drawn: number; cached: number }> {
  mkdirSync(cacheDir, { recursive: true });
  const cards = pages.map((page) => ({ page, file: path.join(cacheDir, `${shareCardKey(page)}.png`) }));
  const missing = new Map<string, ShareCardText>();
  for (const { page, file } of cards) {
    if (!existsSync(file)) missing.set(file, { title: page.title, brand: page.brand, tagline: page.tagline });
  }
  if (missing.size > 0) {
    const worker = new URL(`./shareCardWorker${path.extname(import.meta.url)}`, import.meta.url);
    const size = Math.max(
      1,
      Math.min(threads ?? availableParallelism(), Math.ceil(missing.size / CARDS_FOR_A_PROCESS)),
    );
    const pool = new Tinypool({
      filename: worker.href,
      minThreads: size,
      maxThreads: size,
      // A fresh process for every batch: the only way to give back the renderer's native memory (see above).
      isolateWorkers: true,
      // Processes, as in prerenderSite: run from source, a worker needs the TypeScript loader.
      runtime: 'child_process',
      execArgv: worker.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
    });
    const todo = [...missing].map(([file, text]) => ({ file, text }));
    // As few processes as the cap allows, sharing the cards evenly between the cores.
    const perBatch = Math.min(CARDS_PER_WORKER, Math.ceil(todo.length / size));
    const batches: ShareCardTask[] = [];
    for (let start = 0; start < todo.length; start += perBatch) {
      batches.push({ cards: todo.slice(start, start + perBatch) });
    }
    try {
      await Promise.all(batches.map((task) => pool.run(task) as Promise<void>));
    } finally {
      await pool.destroy();
    }
  }
  for (const { page, file } of cards) {
    const target = path.join(outDir, shareCardPath(page.path));
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
  return { drawn: missing.size, cached: pages.length - missing.size };
}

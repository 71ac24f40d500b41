import path from 'node:path';
import { watchContent } from '../src/engine/content/session/contentWatcher.ts';
import { openProjectReadingCache } from '../src/engine/content/session/readingCache.ts';

const root = path.resolve(import.meta.dirname, '..');
const pagesDir = path.resolve(process.env.FERNWISE_PAGES_DIR ?? path.join(root, 'pages'));
// The first check restores what `npm run validate` (or the last watch) kept, unless told to read everything.
const readingCache = process.argv.includes('--no-cache')
  ? undefined
  : { cache: openProjectReadingCache(root, pagesDir) };

/** Validates everything once, then each change re-checks the changed files and prints only what changed. */
const watcher = watchContent({
  root,
  pagesDir,
  readingCache,
  onReport: ({ reason, added, fixed, problems, validation }) => {
    const time = new Date().toLocaleTimeString();
    const ms = Math.round(validation.ms);
    const kept = validation.restored ? `, ${validation.restored} kept from the last run` : '';
    const checked = `${validation.reread.length} file(s) read${kept}, ${ms} ms`;
    if (added.length === 0 && fixed.length === 0) {
      console.log(`[${time}] ${reason}: no change (${problems.length} problem(s); ${checked})`);
      return;
    }
    for (const message of fixed) console.log(`[${time}] fixed   ${message.split('\n')[0]}`);
    for (const message of added) console.log(`[${time}] problem ${message}`);
    const total = problems.length === 0 ? 'all pages valid' : `${problems.length} problem(s) in total`;
    console.log(`[${time}] ${total} (${checked})`);
  },
});
await watcher.ready;
console.log('watching pages/, schema/, public/ and the block examples in src/blocks/ (Ctrl+C to stop)');

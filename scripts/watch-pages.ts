import { watch } from 'node:fs';
import path from 'node:path';
import { forgetSchemas, loadContent } from '../src/engine/contentSet.ts';
import { formatDiagnostic, sortDiagnostics } from '../src/engine/diagnostics.ts';

const root = path.resolve(import.meta.dirname, '..');
let previous = new Set<string>();

/** Validates everything and prints only what changed since the last run: new problems, and fixed ones. */
function check(reason: string): void {
  const started = performance.now();
  const messages = sortDiagnostics(loadContent({ root }).diagnostics).map(formatDiagnostic);
  const current = new Set(messages);
  const added = messages.filter((message) => !previous.has(message));
  const fixed = [...previous].filter((message) => !current.has(message));
  const time = new Date().toLocaleTimeString();
  if (added.length === 0 && fixed.length === 0) {
    console.log(
      `[${time}] ${reason}: no change (${current.size} problem(s), ${Math.round(performance.now() - started)} ms)`,
    );
  } else {
    for (const message of fixed) console.log(`[${time}] fixed   ${message.split('\n')[0]}`);
    for (const message of added) console.log(`[${time}] problem ${message}`);
    console.log(`[${time}] ${current.size === 0 ? 'all pages valid' : `${current.size} problem(s) in total`}`);
  }
  previous = current;
}

check('start');
let timer: NodeJS.Timeout | undefined;
for (const dir of ['pages', 'schema']) {
  watch(path.join(root, dir), { recursive: true }, (_event, file) => {
    if (dir === 'schema') forgetSchemas();
    clearTimeout(timer);
    timer = setTimeout(() => check(`${dir}/${file ?? ''}`), 80);
  });
}
console.log('watching pages/ and schema/ (Ctrl+C to stop)');

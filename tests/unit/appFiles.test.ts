import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_FILES } from '../../src/engine/shared/appFiles';
import { PROJECT_ROOT } from '../support/paths';

/** A string literal naming a module of the browser code: `src/app/…`, `src/ui/…`, `src/entry-….ts`, with a file. */
const NAMES_AN_APP_FILE = /['"`]\/?src\/(?:app|ui|blocks|shell)\/[^'"`]*\.tsx?['"`]|['"`]\/?src\/entry-[^'"`]*['"`]/;

function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(PROJECT_ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mts|mjs)$/.test(file))
    .map((file) => path.join(folder, file));
}

describe('the browser files the engine names', () => {
  it('each exists', () => {
    const files = Object.values(APP_FILES);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(existsSync(path.join(PROJECT_ROOT, file)), file).toBe(true);
  });

  it('are named only in src/engine/shared/appFiles.ts, never as a string elsewhere in the engine or the config', () => {
    const files = [...sourcesUnder('src/engine'), 'vite.config.ts'].filter(
      (file) => file !== path.join('src/engine/shared/appFiles.ts'),
    );
    expect(files.length).toBeGreaterThan(10);
    const naming = files.filter((file) =>
      readFileSync(path.join(PROJECT_ROOT, file), 'utf8')
        .split('\n')
        // Doc comments may mention a file; only code hands one to Vite.
        .filter((line) => !/^\s*(\*|\/\/|\/\*\*)/.test(line))
        .some((line) => NAMES_AN_APP_FILE.test(line)),
    );
    expect(naming).toEqual([]);
  });
});

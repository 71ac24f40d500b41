import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const UNIT_FOLDERS = ['tests/unit', 'src'];
const unitTestFiles = UNIT_FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.join(folder, name).split(path.sep).join('/')),
);
/**
 * Unit files that replace a module (`vi.mock`) or show notifications (a root of their own in the document) need a
 * module graph and a document of their own; the rest share one per worker. Derived from the files, never listed.
 */
const needsIsolation = unitTestFiles.filter((file) =>
  /\bvi\.(do)?[mM]ock\(|notifications/.test(readFileSync(file, 'utf8')),
);
/** Files that render or need a DOM say so on their first line; they share a jsdom worker, the rest a Node one. */
const needsDocument = unitTestFiles.filter(
  (file) => !needsIsolation.includes(file) && /@vitest-environment jsdom/.test(readFileSync(file, 'utf8')),
);
const UNIT_PROJECT = {
  include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
  setupFiles: ['tests/setup/jsdom.ts'],
  // Node by default; a file that renders or needs a DOM says `// @vitest-environment jsdom` on its first line, so
  // the other half does not pay for a jsdom per file.
  environment: 'node',
  // Rendering a block with axe in jsdom takes seconds on a loaded two-core machine.
  testTimeout: 30_000,
};

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      // Vitest's default in a run is one worker fewer than the cores: one worker on a two-core machine.
      maxWorkers: Math.max(2, availableParallelism()),
      projects: [
        {
          extends: true,
          test: {
            ...UNIT_PROJECT,
            name: 'unit',
            exclude: [...needsIsolation, ...needsDocument],
            // One module graph per worker, not one per file: importing the engine and the blocks again for each
            // file cost more than the tests (these files keep no state between them; each cleans up after itself).
            isolate: false,
          },
        },
        {
          extends: true,
          test: { ...UNIT_PROJECT, name: 'unit-dom', include: needsDocument, environment: 'jsdom', isolate: false },
        },
        {
          extends: true,
          test: { ...UNIT_PROJECT, name: 'unit-isolated', include: needsIsolation },
        },
        {
          // Builds, the dev server, shards, nginx, wrangler, vnu, Observatory, scaffolds, worker pools: anything that
          // spawns a process or a worker, or builds. Each file works in its own temporary folder and on its own port,
          // so files run in parallel (two workers on a two-core machine).
          extends: true,
          test: {
            name: 'integration',
            environment: 'node',
            include: ['tests/integration/**/*.test.ts'],
            globalSetup: ['tests/browser/globalSetup.ts'],
            testTimeout: 120_000,
            hookTimeout: 900_000,
            maxWorkers: 2,
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            environment: 'node',
            include: ['tests/browser/**/*.test.ts'],
            globalSetup: ['tests/browser/globalSetup.ts'],
            testTimeout: 60_000,
            // What a page does after a step (an island's code arriving and running) can take seconds on a loaded
            // 2-core machine; Vitest's own default gives expect.poll one.
            expect: { poll: { timeout: 10_000 } },
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);

import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // Node by default; a file that renders or needs a DOM says `// @vitest-environment jsdom` on its first
            // line, so the other half does not pay for a jsdom per file.
            environment: 'node',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup/jsdom.ts'],
            // One module graph per worker, not one per file: importing the engine and the blocks again for each of
            // 83 files cost more than the tests (unit tests keep no state between files; each cleans up after itself).
            isolate: false,
            // Rendering a block with axe in jsdom takes seconds on a loaded two-core machine.
            testTimeout: 30_000,
          },
        },
        {
          // Builds, the dev server, shards, nginx, wrangler, vnu, Observatory, scaffolds: anything that spawns a
          // process or builds. Each file works in its own temporary folder and on its own port, so files run in
          // parallel (two workers on a two-core machine).
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
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);

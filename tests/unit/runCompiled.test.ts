// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROJECT_ROOT } from '../support/paths';

/** A script of its own name, so its compiled copies sit apart from the project's. */
const NAME = `run-compiled-probe-${process.pid}`;
const copies = path.join(PROJECT_ROOT, 'node_modules/.cache/fernwise-scripts', NAME);
let folder: string;

function launch(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [path.join(PROJECT_ROOT, 'scripts/run-compiled.mjs'), path.join(folder, `${NAME}.ts`), ...args],
    { cwd: tmpdir(), encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function compiledCopies(): string[] {
  return readdirSync(copies, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function writeGreeting(word: string): void {
  const file = path.join(folder, 'greeting.ts');
  writeFileSync(file, `export const greeting: string = '${word}';\n`);
  // A later second than the last copy was stamped with, as an editor's save would have.
  const later = new Date(Math.ceil(statSync(file).mtimeMs / 1000) * 1000 + 2000);
  utimesSync(file, later, later);
}

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'fernwise-run-compiled-'));
  writeGreeting('hello');
  writeFileSync(
    path.join(folder, `${NAME}.ts`),
    [
      `import { projectRootOf } from ${JSON.stringify(path.join(PROJECT_ROOT, 'scripts/projectRoot.ts'))};`,
      `import { greeting } from './greeting.ts';`,
      `const typed: { args: string[] } = { args: process.argv.slice(2) };`,
      `console.log(JSON.stringify({ greeting, args: typed.args, root: projectRootOf(import.meta.dirname),`,
      `  entry: process.argv[1] }));`,
      `if (typed.args.includes('--fail')) process.exit(3);`,
    ].join('\n'),
  );
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(copies, { recursive: true, force: true });
});

describe('scripts/run-compiled.mjs', () => {
  it('runs the script compiled, with its arguments and the project root it would have from source', () => {
    const run = launch('--watch', 'two words');
    expect(run.stderr).toBe('');
    const seen = JSON.parse(run.stdout);
    expect(seen).toMatchObject({ greeting: 'hello', args: ['--watch', 'two words'], root: PROJECT_ROOT });
    expect(seen.entry).toBe(path.join(copies, compiledCopies()[0] ?? '', `${NAME}.mjs`));
    expect(launch('--fail').status).toBe(3);
  });

  it('keeps the compiled copy until a file it was made from changes', () => {
    launch();
    const [kept] = compiledCopies();
    const manifest = readFileSync(path.join(copies, 'manifest.json'), 'utf8');
    expect(JSON.parse(launch().stdout).greeting).toBe('hello');
    expect(readFileSync(path.join(copies, 'manifest.json'), 'utf8')).toBe(manifest);

    writeGreeting('bonjour');
    expect(JSON.parse(launch().stdout).greeting).toBe('bonjour');
    expect(compiledCopies()).toContain(kept);
    expect(compiledCopies()).toHaveLength(2);
    expect(JSON.parse(readFileSync(path.join(copies, 'manifest.json'), 'utf8')).stamp).not.toBe(kept);
  });

  it('reports a script that does not compile, with its file and line, and runs nothing', () => {
    writeFileSync(path.join(folder, 'greeting.ts'), `export const greeting = ;\n`);
    const run = launch();
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/greeting\.ts:1:\d+/);
  });

  it('finds the project root from source too, and from a copy reached through a linked node_modules', async () => {
    const { PROJECT_ROOT_VARIABLE, projectRootOf } = await import('../../scripts/projectRoot');
    const copy = path.join(PROJECT_ROOT, 'node_modules/.cache/fernwise-scripts/x/0123');
    try {
      vi.stubEnv(PROJECT_ROOT_VARIABLE, undefined);
      expect(projectRootOf(path.join(PROJECT_ROOT, 'scripts'))).toBe(PROJECT_ROOT);
      expect(projectRootOf(copy)).toBe(PROJECT_ROOT);
      vi.stubEnv(PROJECT_ROOT_VARIABLE, '/work/other-checkout');
      expect(projectRootOf(copy)).toBe('/work/other-checkout');
      expect(projectRootOf(path.join(PROJECT_ROOT, 'scripts'))).toBe(PROJECT_ROOT);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockCatalogue } from '../../src/engine/blockCatalogue';
import { loadContent } from '../../src/engine/contentSet';
import { loadSchemaRegistry } from '../../src/engine/schemaRegistry';
import { PROJECT_ROOT } from '../support/paths';

let project: string;

/** Lists every file under the copy, to prove a refused command wrote nothing. */
function snapshotFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function run(script: string, ...args: string[]) {
  const result = spawnSync(path.join(project, 'node_modules/.bin/tsx'), [`scripts/${script}`, ...args], {
    cwd: project,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), 'fernwise-scaffold-'));
  for (const entry of [
    'package.json',
    'tsconfig.json',
    'vite.config.ts',
    'vitest.config.ts',
    'schema',
    'src',
    'pages',
    'public',
    'scripts',
    'tests',
  ]) {
    cpSync(path.join(PROJECT_ROOT, entry), path.join(project, entry), { recursive: true });
  }
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(project, 'node_modules'));
});

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

describe('npm run new:page', () => {
  it('writes a valid page that routes at once', () => {
    const { status, output } = run('new-page.ts', '/savings-guide', 'A guide to saving');
    expect(status, output).toBe(0);
    expect(existsSync(path.join(project, 'pages/savings-guide.yaml'))).toBe(true);
    const content = loadContent({ root: project });
    expect(content.diagnostics).toEqual([]);
    expect(content.pages.map(({ page }) => page.path)).toContain('/savings-guide');
  });

  it.each([
    ['/banking', 'Banking again', '/banking already belongs to pages/banking.yaml'],
    ['/Bad_Path', 'Bad', 'is not a page path'],
    ['/trailing/', 'Trailing', 'is not a page path'],
  ])('refuses %s with a clear message and writes nothing', (routePath, title, message) => {
    const before = snapshotFiles(path.join(project, 'pages'));
    const { status, output } = run('new-page.ts', routePath, title);
    expect(status).toBe(1);
    expect(output).toContain(message);
    expect(snapshotFiles(path.join(project, 'pages'))).toEqual(before);
  });
});

describe('npm run new:block', () => {
  it('writes schema, component folder, example and registry entry that type-check and validate', () => {
    const { status, output } = run('new-block.ts', 'rate-chart');
    expect(status, output).toBe(0);
    for (const file of [
      'schema/blocks/rate-chart.schema.json',
      'src/blocks/RateChart/RateChart.tsx',
      'src/blocks/RateChart/RateChart.example.yaml',
      'src/blocks/RateChart/index.ts',
    ]) {
      expect(existsSync(path.join(project, file)), file).toBe(true);
    }
    const registrySource = readFileSync(path.join(project, 'src/blocks/registry.ts'), 'utf8');
    expect(registrySource).toContain("'rate-chart': { runs: 'static', component: RateChart },");
    expect(registrySource).toContain("import { RateChart } from './RateChart';");
    const registry = loadSchemaRegistry(path.join(project, 'schema'));
    expect(registry.blockTypes).toContain('rate-chart');
    const example = loadContent({ root: project });
    expect(example.diagnostics).toEqual([]);
    expect(() =>
      execFileSync(path.join(project, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], {
        cwd: project,
        encoding: 'utf8',
      }),
    ).not.toThrow();
    expect(blockCatalogue(project).map((entry) => entry.type)).toContain('rate-chart');
    const contract = spawnSync(
      path.join(project, 'node_modules/.bin/vitest'),
      ['run', '--project', 'unit', 'tests/unit/blockContract.test.tsx', '-t', 'rate-chart'],
      { cwd: project, encoding: 'utf8', env: { ...process.env, CI: 'true' } },
    );
    expect(contract.status, `${contract.stdout}${contract.stderr}`).toBe(0);
  }, 300_000);

  it.each([
    ['RateChart', 'is not a block type'],
    ['hero', 'block "hero" already exists'],
  ])('refuses %s with a clear message and writes nothing', (name, message) => {
    const before = snapshotFiles(path.join(project, 'schema'));
    const registryBefore = readFileSync(path.join(project, 'src/blocks/registry.ts'), 'utf8');
    const { status, output } = run('new-block.ts', name);
    expect(status).toBe(1);
    expect(output).toContain(message);
    expect(snapshotFiles(path.join(project, 'schema'))).toEqual(before);
    expect(readFileSync(path.join(project, 'src/blocks/registry.ts'), 'utf8')).toBe(registryBefore);
  });
});

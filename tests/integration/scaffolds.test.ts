// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockFolder } from '../../src/core/blockNaming';
import { blockCatalogue } from '../../src/engine/codegen/blockCatalogue';
import { renderBlockReference } from '../../src/engine/codegen/blockReference';
import { loadContent } from '../../src/engine/content/session/contentSet';
import { checkBlockSchemas } from '../../src/engine/content/schema/blockSchemaRules';
import { loadSchemaRegistry } from '../../src/engine/content/schema/schemaRegistry';
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
    'docs',
    '.prettierrc.json',
    '.prettierignore',
    'eslint.config.js',
  ]) {
    cpSync(path.join(PROJECT_ROOT, entry), path.join(project, entry), { recursive: true });
  }
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(project, 'node_modules'));
});

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

describe('npm run new:page', () => {
  it('writes a page that routes at once, whose only problems are the placeholders left to replace', () => {
    const { status, output } = run('new-page.ts', '/savings-guide', 'A guide to saving');
    expect(status, output).toBe(0);
    expect(existsSync(path.join(project, 'pages/savings-guide.yaml'))).toBe(true);
    const content = loadContent({ root: project });
    expect(content.diagnostics.map(({ file, code, where }) => [file, code, where])).toEqual([
      ['pages/savings-guide.yaml', 'FW407', 'description'],
      ['pages/savings-guide.yaml', 'FW407', 'blocks[0] (hero) › subtitle'],
    ]);
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
  // A type no block has, so the test follows the README's example without clashing with a real block.
  const type = `scaffold-probe-${process.pid}`;
  const name = blockFolder(type);

  it("writes only the block's own files, derives the rest, and leaves types, lint, docs and validation green", () => {
    const { status, output } = run('new-block.ts', type);
    expect(status, output).toBe(0);
    const ownFiles = [
      `schema/blocks/${type}.schema.json`,
      `src/blocks/${name}/${name}.tsx`,
      `src/blocks/${name}/${name}.module.css`,
      `src/blocks/${name}/${name}.example.yaml`,
      `src/blocks/${name}/index.ts`,
    ];
    for (const file of ownFiles) expect(existsSync(path.join(project, file)), file).toBe(true);
    // The registry and the page schema are derived, not edited: the generated entry lists the block.
    expect(readFileSync(path.join(project, 'src/blocks/registry.ts'), 'utf8')).toBe(
      readFileSync(path.join(PROJECT_ROOT, 'src/blocks/registry.ts'), 'utf8'),
    );
    const entries = readFileSync(path.join(project, 'src/generated/blocks.ts'), 'utf8');
    expect(entries).toContain(`'${type}': { runs: 'static', component: ${name} },`);
    expect(readFileSync(path.join(project, 'schema/page.schema.json'), 'utf8')).toContain(
      `{ "$ref": "blocks/${type}.schema.json" }`,
    );
    const registry = loadSchemaRegistry(path.join(project, 'schema'));
    expect(registry.blockTypes).toContain(type);
    // The page the new:page test wrote keeps its placeholders; nothing else is reported.
    const pageProblems = loadContent({ root: project }).diagnostics;
    expect(pageProblems.filter(({ file }) => file !== 'pages/savings-guide.yaml')).toEqual([]);
    // Until they are replaced, `npm run validate` reports the placeholders the scaffold wrote, and nothing else.
    expect(checkBlockSchemas({ root: project }).map(({ file, code }) => [file, code])).toEqual([
      [`schema/blocks/${type}.schema.json`, 'FW502'],
      [`src/blocks/${name}/${name}.example.yaml`, 'FW407'],
      [`src/blocks/${name}/${name}.example.yaml`, 'FW407'],
    ]);
    expect(blockCatalogue(project).map((entry) => entry.type)).toContain(type);
    // docs/blocks.md is regenerated with the block in it.
    expect(readFileSync(path.join(project, 'docs/blocks.md'), 'utf8')).toBe(`${renderBlockReference(project)}\n`);
    expect(readFileSync(path.join(project, 'docs/blocks.md'), 'utf8')).toContain(type);
    const tool = (bin: string, ...args: string[]) =>
      spawnSync(path.join(project, 'node_modules/.bin', bin), args, { cwd: project, encoding: 'utf8' });
    const prettier = tool('prettier', '--check', ...ownFiles, 'schema/page.schema.json', 'src/generated/blocks.ts');
    expect(prettier.status, `${prettier.stdout}${prettier.stderr}`).toBe(0);
    const eslint = tool('eslint', ...ownFiles.filter((file) => file.endsWith('.ts') || file.endsWith('.tsx')));
    expect(eslint.status, `${eslint.stdout}${eslint.stderr}`).toBe(0);
    const tsc = tool('tsc', '--noEmit', '-p', 'tsconfig.json');
    expect(tsc.status, `${tsc.stdout}${tsc.stderr}`).toBe(0);
    const contract = spawnSync(
      path.join(project, 'node_modules/.bin/vitest'),
      ['run', '--project', 'unit-dom', 'tests/unit/blockContract.test.tsx', '-t', type],
      { cwd: project, encoding: 'utf8', env: { ...process.env, CI: 'true' } },
    );
    expect(contract.status, `${contract.stdout}${contract.stderr}`).toBe(0);
  }, 600_000);

  it.each([
    ['RateChart', 'is not a block type'],
    ['hero', 'block "hero" already exists'],
  ])('refuses %s with a clear message and writes nothing', (refused, message) => {
    const before = snapshotFiles(path.join(project, 'schema'));
    const entriesBefore = readFileSync(path.join(project, 'src/generated/blocks.ts'), 'utf8');
    const { status, output } = run('new-block.ts', refused);
    expect(status).toBe(1);
    expect(output).toContain(message);
    expect(snapshotFiles(path.join(project, 'schema'))).toEqual(before);
    expect(readFileSync(path.join(project, 'src/generated/blocks.ts'), 'utf8')).toBe(entriesBefore);
  });
});

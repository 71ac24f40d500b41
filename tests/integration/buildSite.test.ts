// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/paths';

const marker = '<!doctype html><title>the last good build</title>';
let workDir: string;

beforeEach(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'fernwise-build-'));
});

afterEach(() => {
  rmSync(workDir, { recursive: true, force: true });
});

it('stops on bad content and leaves the previous site untouched', () => {
  const pagesDir = path.join(workDir, 'pages');
  cpSync(path.join(PROJECT_ROOT, 'pages'), pagesDir, { recursive: true });
  const banking = path.join(pagesDir, 'banking.yaml');
  writeFileSync(banking, readFileSync(banking, 'utf8').replace('type: rate-table', 'type: rate-tabel'));
  const outputParent = path.join(workDir, 'out');
  const dist = path.join(outputParent, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), marker);
  // What a build stopped mid-way leaves: its staging folder, named after a process that has ended.
  const endedPid = spawnSync(process.execPath, ['-e', '']).pid;
  mkdirSync(path.join(outputParent, `dist.build-${endedPid}`, 'about'), { recursive: true });
  // Another build's, still running (this process stands in for it).
  mkdirSync(path.join(outputParent, `dist.build-${process.pid}`));

  const build = spawnSync(path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'), ['scripts/build-site.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, FERNWISE_PAGES_DIR: pagesDir, FERNWISE_DIST: dist },
    encoding: 'utf8',
  });

  expect(build.status).not.toBe(0);
  expect(build.stderr).toMatch(
    /banking\.yaml:\d+:\d+ {2}FW201 blocks\[2\] \(rate-tabel\): unknown block type "rate-tabel"/,
  );
  expect(build.stderr).toContain('hint: Did you mean "rate-table"?');
  // Validation stops the build before Vite bundles anything.
  expect(build.stderr).toContain('build stopped: 1 content problem(s)');
  // The problem is the message: no stack trace of the build's own code after it.
  expect(build.stderr).not.toMatch(/^\s+at /m);
  expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe(marker);
  expect(readdirSync(dist)).toEqual(['index.html']);
  expect(readdirSync(outputParent).sort()).toEqual(['dist', `dist.build-${process.pid}`]);
});

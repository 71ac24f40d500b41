// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeLeftoverBuildFolders } from '../../src/engine/build/leftoverBuildFolders';

let parent: string;

beforeEach(() => {
  parent = mkdtempSync(path.join(tmpdir(), 'fernwise-leftovers-'));
});

afterEach(() => {
  rmSync(parent, { recursive: true, force: true });
});

/** The id of a process that has run and ended. */
function endedProcessId(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined) throw new Error('no process started');
  return pid;
}

describe('removeLeftoverBuildFolders', () => {
  it('removes the folders of ended builds and keeps those of running ones and everything else', () => {
    const ended = endedProcessId();
    for (const name of [
      `fernwise-ssr-${ended}`,
      `fernwise-ssr-${process.pid}`,
      'fernwise-ssr-abc',
      'fernwise-ssr-',
      `fernwise-readings-${ended}`,
    ]) {
      mkdirSync(path.join(parent, name, 'assets'), { recursive: true });
      writeFileSync(path.join(parent, name, 'assets', 'entry.js'), 'export {};');
    }

    const removed = removeLeftoverBuildFolders(parent, 'fernwise-ssr-');

    expect(removed).toEqual([path.join(parent, `fernwise-ssr-${ended}`)]);
    expect(readdirSync(parent).sort()).toEqual(
      ['fernwise-readings-' + ended, 'fernwise-ssr-', `fernwise-ssr-${process.pid}`, 'fernwise-ssr-abc'].sort(),
    );
  });

  it('finds nothing to remove in a folder that does not exist', () => {
    expect(removeLeftoverBuildFolders(path.join(parent, 'missing'), 'fernwise-ssr-')).toEqual([]);
  });
});

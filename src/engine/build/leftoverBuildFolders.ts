import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Whether a process with this id is running (one we may not signal still counts as running). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the folders in `parent` named `<prefix><pid>` whose process is no longer running: what a build stopped
 * mid-way (Ctrl+C, a killed CI job) left behind, which its own clean-up never reached. A folder whose process is
 * running, this one's included, is another build's and is kept. Returns the folders removed.
 */
export function removeLeftoverBuildFolders(parent: string, prefix: string): string[] {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (!Number.isInteger(pid) || pid <= 0 || isRunning(pid)) continue;
    const folder = path.join(parent, name);
    rmSync(folder, { recursive: true, force: true });
    removed.push(folder);
  }
  return removed;
}

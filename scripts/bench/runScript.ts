import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ScriptRun {
  exitCode: number;
  output: string;
  wallMs: number;
  /** Peak resident memory of the script's process, in MB (10^6 bytes). */
  peakRssMb: number;
  /**
   * Peak resident memory of the script's whole process tree (the script and every process it started, such as
   * build workers), summed, sampled every 100 ms, in MB; 0 where /proc is missing.
   */
  peakTreeRssMb: number;
}

const PAGE_BYTES = 4096;

/** `rootPid` and all its descendants (from /proc); only `rootPid` where /proc is missing. */
function treePids(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [rootPid];
  }
  for (const name of pids) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after it start at the last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // Exited meanwhile.
    }
  }
  const tree: number[] = [];
  for (const queue = [rootPid]; queue.length > 0;) {
    const pid = queue.pop() ?? 0;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Resident memory of `rootPid` and all its descendants, summed, in bytes (from /proc). */
export function treeRssBytes(rootPid: number): number {
  let total = 0;
  for (const pid of treePids(rootPid)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
    } catch {
      // Exited meanwhile.
    }
  }
  return total;
}

const GNU_TIME = '/usr/bin/time';
/** How long one measured command (a build, a validation) may run before it is stopped and counted as failed. */
const COMMAND_TIMEOUT_MS = 20 * 60_000;

/** Peak RSS so far (VmHWM) of a live process, in kB; 0 once it has exited. */
function highWaterMarkKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Runs a project TypeScript script in a fresh Node process (tsx loaded in-process, so the script is the one
 * process measured) and reports its wall time and peak memory.
 */
export function runScript(script: string, env: Record<string, string>, cwd: string): Promise<ScriptRun> {
  return runNode(['--import', 'tsx', script], env, cwd);
}

/** `npm run build` (scripts/build-site.ts) into `outDir`, measured as runScript measures a script. */
export function runViteBuild(outDir: string, env: Record<string, string>, cwd: string): Promise<ScriptRun> {
  return runScript(path.join(cwd, 'scripts/build-site.ts'), { ...env, FERNWISE_DIST: outDir }, cwd);
}

/**
 * Runs Node with `nodeArgs` in a fresh process and reports its wall time and peak memory. GNU time reads the peak
 * from the kernel; without it, the process's own high-water mark is sampled every 100 ms.
 */
function runNode(nodeArgs: readonly string[], env: Record<string, string>, cwd: string): Promise<ScriptRun> {
  const node = [process.execPath, ...nodeArgs];
  const useGnuTime = existsSync(GNU_TIME);
  const scratch = mkdtempSync(path.join(tmpdir(), 'fernwise-bench-time-'));
  const timeFile = path.join(scratch, 'max-rss');
  const [command, ...args] = useGnuTime ? [GNU_TIME, '-f', '%M', '-o', timeFile, ...node] : node;
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let sampledKb = 0;
  let treePeakBytes = 0;
  const sampler = setInterval(() => {
    if (!useGnuTime) sampledKb = Math.max(sampledKb, highWaterMarkKb(child.pid ?? 0));
    treePeakBytes = Math.max(treePeakBytes, treeRssBytes(child.pid ?? 0));
  }, 100);
  const timeout = setTimeout(() => {
    output += `\nstopped after ${COMMAND_TIMEOUT_MS / 60_000} min without finishing: ${nodeArgs.join(' ')}\n`;
    for (const pid of treePids(child.pid ?? 0).reverse()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Exited meanwhile.
      }
    }
  }, COMMAND_TIMEOUT_MS);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      clearInterval(sampler);
      clearTimeout(timeout);
      const peakKb = useGnuTime ? Number(readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)) : sampledKb;
      rmSync(scratch, { recursive: true, force: true });
      resolve({
        exitCode: code ?? 1,
        output,
        wallMs,
        peakRssMb: (peakKb * 1024) / 1e6,
        peakTreeRssMb: treePeakBytes / 1e6,
      });
    });
  });
}

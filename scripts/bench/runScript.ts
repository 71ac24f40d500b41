import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ScriptRun {
  exitCode: number;
  output: string;
  wallMs: number;
  /** Peak resident memory of the script's process, in MB (10^6 bytes). */
  peakRssMb: number;
}

const GNU_TIME = '/usr/bin/time';

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
 * process measured) and reports its wall time and peak memory. GNU time reads the peak from the kernel; without
 * it, the process's own high-water mark is sampled every 100 ms.
 */
export function runScript(script: string, env: Record<string, string>, cwd: string): Promise<ScriptRun> {
  const node = [process.execPath, '--import', 'tsx', script];
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
  const sampler = useGnuTime
    ? undefined
    : setInterval(() => (sampledKb = Math.max(sampledKb, highWaterMarkKb(child.pid ?? 0))), 100);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      clearInterval(sampler);
      const peakKb = useGnuTime ? Number(readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)) : sampledKb;
      rmSync(scratch, { recursive: true, force: true });
      resolve({ exitCode: code ?? 1, output, wallMs, peakRssMb: (peakKb * 1024) / 1e6 });
    });
  });
}

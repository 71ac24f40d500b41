import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticServer } from '../../src/engine/hosting/staticServer';
import { PROJECT_ROOT } from '../support/paths';
import { freePort, localNginxConfig, startNginx, stopNginx } from '../browser/nginxServer';

/** A server answering on loopback, and how to stop it. */
export interface RunningHost {
  base: string;
  stop: () => Promise<void>;
}

/** `npm run serve`'s server (src/engine/hosting/staticServer.ts) on a free port. */
export async function startServe(dist: string): Promise<RunningHost> {
  const server = createStaticServer(dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** deploy/nginx.conf on a loopback port (plain http, as tests/browser/nginx.test.ts runs it). */
export async function startLocalNginx(dist: string): Promise<RunningHost> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'fernwise-parity-nginx-'));
  const port = await freePort();
  const nginx = await startNginx(prefix, localNginxConfig(dist, prefix, { httpPort: port }));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stopNginx(nginx);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

const WRANGLER = path.join(PROJECT_ROOT, 'node_modules/.bin/wrangler');

/**
 * Cloudflare Pages as `wrangler pages dev` runs it (workerd, offline), in its own process group; resolves once it says
 * it is ready. The same command as tests/browser/cloudflarePages.test.ts.
 */
export async function startWranglerPages(dir: string): Promise<RunningHost & { log: () => string }> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'fernwise-parity-wrangler-'));
  const port = await freePort();
  // An inspector port of its own: workerd's default (9229) is taken when another wrangler runs in a parallel file.
  const args = [
    ...['pages', 'dev', dir, '--port', String(port), '--ip', '127.0.0.1', '--compatibility-date', '2026-04-01'],
    ...['--inspector-port', String(await freePort())],
  ];
  const child: ChildProcess = spawn(WRANGLER, args, {
    cwd: scratch,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: scratch, NO_COLOR: '1' },
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (/Ready on http/.test(log)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`wrangler exited with ${code}:\n${log}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    log: () => log,
    stop: async () => {
      if (child.pid !== undefined && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // The whole group this helper started: wrangler and its workerd.
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** What a host answered: the status and the Location header (undefined when none). */
export interface Answer {
  status: number;
  location?: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One request with the path sent exactly as written (`fetch` would normalise `/./_headers` and refuses TRACE), never
 * following a redirect.
 */
export function rawRequest(base: string, method: string, rawPath: string): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, method, path: rawPath, timeout: 15_000 }, (response) => {
      response.resume();
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          headers: response.headers,
        }),
      );
    });
    outgoing.once('timeout', () => outgoing.destroy(new Error(`${method} ${rawPath}: no answer in 15 s`)));
    outgoing.once('error', reject);
    outgoing.end();
  });
}

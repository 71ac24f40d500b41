import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../support/paths';

/** Debian's nginx, which tests/browser/nginx.test.ts and observatory.test.ts run deploy/nginx.conf under. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const nginxInstalled = existsSync(NGINX);

const PRODUCTION_DIST = '/srv/fernwise/dist';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface LocalNginxOptions {
  httpPort: number;
  /** With a certificate and key: https on this port too, and plain http answering only with a 301 to it. */
  https?: { port: number; certificate: string; key: string };
}

/**
 * deploy/nginx.conf as the file's header describes, on loopback ports serving `dist`: plain http without the lines
 * marked `# production-only`, or, given `https`, with them, pointed at a throwaway certificate and port.
 */
export function localNginxConfig(dist: string, prefix: string, { httpPort, https }: LocalNginxOptions): string {
  const lines = readFileSync(path.join(PROJECT_ROOT, 'deploy/nginx.conf'), 'utf8')
    .split('\n')
    .filter((line) => !line.includes('# production-only') || (https && !line.includes('[::]')))
    .map((line) => {
      if (!https) return line;
      return line
        .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${https.port} ssl;`)
        .replace(/ssl_certificate \S+;/, `ssl_certificate ${https.certificate};`)
        .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${https.key};`)
        .replace('return 301 https://$host$request_uri;', `return 301 https://$host:${https.port}$request_uri;`);
    });
  const deployed = lines
    .join('\n')
    .replaceAll(PRODUCTION_DIST, dist)
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${httpPort};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (name) => `  ${name}_temp_path ${path.join(prefix, name)};`,
  );
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    'error_log stderr notice;',
    'events { worker_connections 64; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...temp,
    deployed,
    '}',
    '',
  ].join('\n');
}

/** Starts nginx in the foreground; resolves once its workers run, that is once it listens. */
export function startNginx(prefix: string, config: string): Promise<ChildProcess> {
  writeFileSync(path.join(prefix, 'nginx.conf'), config);
  const nginx = spawn(NGINX, ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    nginx.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('start worker process')) resolve(nginx);
    });
    nginx.once('error', reject);
    nginx.once('exit', (code) => reject(new Error(`nginx exited with ${code}:\n${log}`)));
  });
}

/** Stops an nginx startNginx started, and waits for it to exit. */
export async function stopNginx(nginx: ChildProcess | undefined): Promise<void> {
  if (nginx?.exitCode !== null || nginx.signalCode !== null) return;
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  nginx.kill('SIGQUIT');
  await exited;
}

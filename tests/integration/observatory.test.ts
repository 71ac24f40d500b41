import { execFile, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, localNginxConfig, nginxInstalled, startNginx, stopNginx } from '../browser/nginxServer';
import { distDir } from '../browser/support';

// The MDN HTTP Observatory's own tests and grader (@mdn/mdn-http-observatory) against deploy/nginx.conf serving the
// build over https, with a certificate from a CA made for this run. nginx.test.ts says why CI must have nginx.
const OPENSSL = 'openssl';
const opensslInstalled = spawnSync(OPENSSL, ['version'], { stdio: 'ignore' }).status === 0;
const HOST = '127.0.0.1';
const SCAN_SCRIPT = path.join(import.meta.dirname, '../browser/observatoryScan.ts');

interface Scan {
  status: number;
  score: number;
  grade: string;
  tests: { test: string; result: string; pass: boolean; modifier: number }[];
}

function openssl(cwd: string, ...args: string[]): void {
  const run = spawnSync(OPENSSL, args, { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`openssl ${args.join(' ')}:\n${run.stderr}`);
}

/** A throwaway CA, and a certificate for 127.0.0.1 it signed (P-256 keys: quick to make). */
function makeCertificates(dir: string): { ca: string; certificate: string; key: string } {
  writeFileSync(path.join(dir, 'san.cnf'), `subjectAltName=IP:${HOST}\n`);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(dir, 'req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '1', '-subj', '/CN=Test CA');
  openssl(dir, 'req', ...ec, '-keyout', 'site.key', '-out', 'site.csr', '-subj', `/CN=${HOST}`);
  openssl(
    dir,
    'x509',
    '-req',
    '-in',
    'site.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'site.pem',
    '-days',
    '1',
    '-extfile',
    'san.cnf',
  );
  return { ca: path.join(dir, 'ca.pem'), certificate: path.join(dir, 'site.pem'), key: path.join(dir, 'site.key') };
}

function scan(ca: string, httpPort: number, httpsPort: number): Promise<Scan> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', SCAN_SCRIPT, HOST, String(httpPort), String(httpsPort)],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: ca } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as Scan);
      },
    );
  });
}

describe.skipIf(!nginxInstalled || !opensslInstalled)('the MDN HTTP Observatory on nginx over https', () => {
  let scratch: string;
  let nginx: ChildProcess | undefined;
  let result: Scan;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'fernwise-observatory-'));
    const { ca, certificate, key } = makeCertificates(scratch);
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const config = localNginxConfig(distDir(), scratch, { httpPort, https: { port: httpsPort, certificate, key } });
    nginx = await startNginx(scratch, config);
    result = await scan(ca, httpPort, httpsPort);
  }, 120_000);

  afterAll(async () => {
    await stopNginx(nginx);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('scores at least 130, A+', () => {
    expect(result.status).toBe(200);
    expect(result.grade).toBe('A+');
    expect(result.score).toBeGreaterThanOrEqual(130);
  });

  it("passes all ten tests, the CSP with default-src 'none' and no 'unsafe-inline'", () => {
    expect(result.tests.filter(({ pass }) => !pass)).toEqual([]);
    expect(result.tests).toHaveLength(10);
    expect(result.tests.find(({ test }) => test === 'content-security-policy')?.result).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
    expect(result.tests.find(({ test }) => test === 'redirection')?.result).toBe('redirection-to-https');
    expect(result.tests.find(({ test }) => test === 'strict-transport-security')?.result).toBe(
      'hsts-implemented-max-age-at-least-six-months',
    );
  });
});

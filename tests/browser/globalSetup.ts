import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createStaticServer } from '../../src/engine/hosting/staticServer';
import { PROJECT_ROOT } from '../support/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
  }
}

/** Serves the built site on a free loopback port for the browser tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dist = path.resolve(process.env.FERNWISE_DIST ?? path.join(PROJECT_ROOT, 'dist'));
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist} holds no built site: run \`npm run build\` before the browser tests.`);
  const server = createStaticServer(dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('distDir', dist);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

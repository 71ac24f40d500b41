import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../src/engine/hosting/staticServer.ts';

export interface ServedSite {
  origin: string;
  close(): Promise<void>;
}

/** Serves a built site with the production static server on a free loopback port. */
export async function serveSite(dir: string): Promise<ServedSite> {
  const server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

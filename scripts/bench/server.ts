import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { distHandler, type ExtraFile } from '../serve/distHandler';
import { onCleanup } from './lifecycle';

export type { ExtraFile };
export { cacheControlFor } from '../serve/cacheControl';

/** The benchmark's own ports (4350-4399), so it never collides with dev servers or e2e runs. */
const FIRST_PORT = 4350;
const LAST_PORT = 4399;

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves dist/ like a production host (docs/nginx.conf), with its security headers, on a free
 * port of the bench's range: scripts/serve/distHandler.ts, the handler `npm run serve` uses.
 * `extra` adds in-memory files (the cart micro-benchmark's page) under their exact path.
 */
export async function serveDist(dir: string, extra: Record<string, ExtraFile> = {}): Promise<StaticServer> {
  const server = http.createServer(distHandler(dir, extra));
  const port = await listenOnFreePort(server);
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const forget = onCleanup(close);
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      forget();
      await close();
    },
  };
}

async function listenOnFreePort(server: http.Server): Promise<number> {
  for (let port = FIRST_PORT; port <= LAST_PORT; port += 1) {
    const ok = await new Promise<boolean>((resolve) => {
      const onError = () => resolve(false);
      server.once('error', onError);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (ok) return (server.address() as AddressInfo).port;
  }
  throw new Error(`no free port between ${FIRST_PORT} and ${LAST_PORT}`);
}

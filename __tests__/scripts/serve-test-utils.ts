import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { distHandler } from '../../scripts/serve/distHandler';

/** `dir` served by `npm run serve`'s handler on a free port of 127.0.0.1, until `close()`. */
export async function serveForTest(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer(distHandler(dir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

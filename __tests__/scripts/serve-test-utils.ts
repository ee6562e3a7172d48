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

/** A GET with Node's own client (jest's jsdom has no fetch): the status, the headers and the body. */
export const get = (url: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(url, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      })
      .on('error', reject);
  });

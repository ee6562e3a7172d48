import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { onCleanup } from './lifecycle';

/** The benchmark's own ports (4350-4399), so it never collides with dev servers or e2e runs. */
const FIRST_PORT = 4350;
const LAST_PORT = 4399;

export interface ExtraFile {
  type: string;
  body: string;
}

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves dist/ like a production host (docs/nginx.conf): the precompressed .br/.gz files,
 * the pages' previews, the shell.html fallback for other client-side routes, long immutable
 * caching for hashed files and revalidation for the HTML and the service worker. `extra` adds in-memory files (the cart
 * micro-benchmark's page) under their exact path.
 */
export async function serveDist(dir: string, extra: Record<string, ExtraFile> = {}): Promise<StaticServer> {
  const assets = sirv(dir, {
    // Unknown paths get the app shell without a page preview (see webpack.config.ts).
    single: 'shell.html',
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  const server = http.createServer((req, res) => {
    const file = extra[new URL(req.url ?? '/', 'http://x').pathname];
    if (file) {
      res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' });
      res.end(file.body);
      return;
    }
    assets(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
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

/** The same policy as docs/nginx.conf. */
export function cacheControlFor(pathname: string): string {
  if (/^\/(js|img)\//.test(pathname)) return 'public, max-age=31536000, immutable';
  if (pathname.startsWith('/images/')) return 'public, max-age=86400';
  return 'no-cache';
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

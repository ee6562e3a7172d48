import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { cacheControlFor } from './cacheControl';
import { parseHeadersFile } from './headersFile';

export interface ExtraFile {
  type: string;
  body: string;
}

/**
 * The security headers dist/ was built with: its _headers file, written by a production build
 * for the very pages it holds (their inline scripts' hashes). A development build has none.
 */
export function distSecurityHeaders(dir: string): [string, string][] {
  const file = path.join(dir, '_headers');
  if (fs.existsSync(file)) return parseHeadersFile(fs.readFileSync(file, 'utf8'));
  console.warn(`[serve] ${file} is missing (not a production build?): serving without the security headers`);
  return [];
}

/**
 * Serves dist/ like a production host (docs/nginx.conf): the precompressed .br/.gz twins, the
 * pages' previews (/onsale/index.html), shell.html for every other client-side route, a real
 * 404 for a missing file, the caching of docs/nginx.conf, and the security headers on every
 * response, 404s included. `extra` adds in-memory files under their exact path, without the
 * shop's headers (the bench's pages, a "deployed" service worker in e2e/serviceWorkerUpdate.spec.ts).
 */
export function distHandler(dir: string, extra: Record<string, ExtraFile> = {}): http.RequestListener {
  // sirv lists dir's files and their sizes once; a rebuild under a running `npm run serve` then
  // got 404s for its new hashed scripts and old lengths for changed pages (cut short, so their
  // app never started). _headers is the last file a production build writes: when it changes,
  // the listing and the security headers are read again.
  let built = builtAt(dir);
  let served = serveBuild(dir);
  const current = () => {
    const now = builtAt(dir);
    if (now !== built) {
      built = now;
      served = serveBuild(dir);
    }
    return served;
  };
  return (req, res) => {
    // The bench's own pages (with their own inline scripts) are not the shop's: no shop policy.
    const file = extra[new URL(req.url ?? '/', 'http://x').pathname];
    if (file) {
      res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' });
      res.end(file.body);
      return;
    }
    const { security, assets } = current();
    for (const [name, value] of security) res.setHeader(name, value);
    // The build's files for static hosts, not for shoppers (docs/nginx.conf refuses them too).
    const pathname = req.url?.split('?')[0];
    if (pathname === '/_headers' || pathname === '/_redirects') {
      res.statusCode = 404;
      res.end('Not found');
      return;
    }
    assets(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  };
}

/** When dist/'s last production build finished (its _headers file's time), or 0 without one. */
function builtAt(dir: string): number {
  try {
    return fs.statSync(path.join(dir, '_headers')).mtimeMs;
  } catch {
    return 0;
  }
}

/** dist/'s files as they are now, and the security headers they were built with. */
// What sirv's type list (mrmime) lacks: the favicon, which a browser would otherwise sniff, or
// refuse under the shop's X-Content-Type-Options: nosniff.
const missingTypes: Record<string, string> = { '.ico': 'image/x-icon' };

function serveBuild(dir: string) {
  const security = distSecurityHeaders(dir);
  const assets = sirv(dir, {
    // Unknown paths get the app shell without a page preview (see webpack.config.ts).
    single: 'shell.html',
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      const type = missingTypes[path.extname(pathname).toLowerCase()];
      if (type) res.setHeader('Content-Type', type);
    },
  });
  return { security, assets };
}

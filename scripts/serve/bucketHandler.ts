import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { NOT_SHIPPED } from '../build/copyCatalogPlugin';
import { contentTypeOf } from '../build/catalogSource';
import { bucketCacheControl, bucketCorsPolicy } from './bucketRules';

/**
 * What a public bucket (Cloudflare R2, S3) holding the catalogue folder answers: the files of
 * `dir` under `prefix`, with the bucket's caching and CORS (bucketRules.ts), a 404 NoSuchKey
 * for anything else. bucket.ts serves it on a port; tests mount it on their own server.
 */
export function bucketHandler(dir: string, prefix: string, allowOrigins: readonly string[]): http.RequestListener {
  const root = path.resolve(dir);
  const [rule] = bucketCorsPolicy(allowOrigins);
  const corsHeaders = (origin: string | undefined): Record<string, string> =>
    !origin || !rule!.AllowedOrigins.includes(origin) ? { Vary: 'Origin' } : { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };

  return (req, res) => {
    const cors = corsHeaders(req.headers.origin);
    if (req.method === 'OPTIONS') {
      const allowed = 'Access-Control-Allow-Origin' in cors;
      res.writeHead(allowed ? 204 : 403, allowed ? { ...cors, 'Access-Control-Allow-Methods': rule!.AllowedMethods.join(', '), 'Access-Control-Max-Age': String(rule!.MaxAgeSeconds) } : cors);
      return res.end();
    }
    const { pathname } = new URL(req.url ?? '/', 'http://bucket');
    const relative = pathname.startsWith(prefix) ? decodeURIComponent(pathname.slice(prefix.length)) : null;
    const file = relative === null || NOT_SHIPPED.has(relative) ? null : path.join(root, relative);
    if (!file || !file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile() || !['GET', 'HEAD'].includes(req.method ?? '')) {
      res.writeHead(404, { ...cors, 'Content-Type': 'application/xml' });
      return res.end('<Error><Code>NoSuchKey</Code></Error>');
    }
    const body = fs.readFileSync(file);
    res.writeHead(200, { ...cors, 'Content-Type': contentTypeOf(file), 'Content-Length': body.length, 'Cache-Control': bucketCacheControl(relative!) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

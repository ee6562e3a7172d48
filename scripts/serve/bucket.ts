/**
 * A stand-in for object storage (Cloudflare R2, S3) holding the built catalogue folder, for the
 * browser tests of a catalogue on another origin (e2e/bucket/, playwright.bucket.config.ts). It
 * serves what an upload of the folder holds (not catalog.json: copyCatalogPlugin.ts) under
 * `--prefix`, with the caching and CORS a bucket is configured with (bucketRules.ts): a request
 * from an origin not allowed gets no Access-Control-Allow-Origin, as from a real bucket.
 *
 *   tsx scripts/serve/bucket.ts --port 4184 --dir public/catalog --prefix /catalog/ --allow-origin http://127.0.0.1:4174
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { NOT_SHIPPED } from '../build/copyCatalogPlugin';
import { contentTypeOf } from '../build/catalogSource';
import { bucketCacheControl, bucketCorsPolicy } from './bucketRules';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4184' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: process.env.CATALOG_DIR ?? 'public/catalog' },
    prefix: { type: 'string', default: '/catalog/' },
    'allow-origin': { type: 'string', multiple: true, default: [] },
  },
});

const dir = path.resolve(values.dir);
const [rule] = bucketCorsPolicy(values['allow-origin']);

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !rule!.AllowedOrigins.includes(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

const server = http.createServer((req, res) => {
  const cors = corsHeaders(req.headers.origin);
  if (req.method === 'OPTIONS') {
    const allowed = 'Access-Control-Allow-Origin' in cors;
    res.writeHead(allowed ? 204 : 403, allowed ? { ...cors, 'Access-Control-Allow-Methods': rule!.AllowedMethods.join(', '), 'Access-Control-Max-Age': String(rule!.MaxAgeSeconds) } : cors);
    return res.end();
  }
  const { pathname } = new URL(req.url ?? '/', 'http://bucket');
  const relative = pathname.startsWith(values.prefix) ? decodeURIComponent(pathname.slice(values.prefix.length)) : null;
  const file = relative === null || NOT_SHIPPED.has(relative) ? null : path.join(dir, relative);
  if (!file || !file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile() || !['GET', 'HEAD'].includes(req.method ?? '')) {
    res.writeHead(404, { ...cors, 'Content-Type': 'application/xml' });
    return res.end('<Error><Code>NoSuchKey</Code></Error>');
  }
  const body = fs.readFileSync(file);
  res.writeHead(200, { ...cors, 'Content-Type': contentTypeOf(file), 'Content-Length': body.length, 'Cache-Control': bucketCacheControl(relative!) });
  res.end(req.method === 'HEAD' ? undefined : body);
});
server.listen(Number(values.port), values.host);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/**
 * A stand-in for object storage (Cloudflare R2, S3) holding the built catalogue folder, for the
 * browser tests of a catalogue on another origin (e2e/bucket/, playwright.bucket.config.ts). It
 * serves what an upload of the folder holds (not catalog.json: copyCatalogPlugin.ts) under
 * `--prefix`, with the caching and CORS a bucket is configured with (bucketRules.ts): a request
 * from an origin not allowed gets no Access-Control-Allow-Origin, as from a real bucket.
 *
 *   tsx scripts/serve/bucket.ts --port 4184 --dir public/catalog --prefix /catalog/ --allow-origin http://127.0.0.1:4174
 */
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { shopOutputFrom } from '../shop/shopOutput';
import { bucketHandler } from './bucketHandler';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4184' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: shopOutputFrom(path.resolve(__dirname, '../..')).catalog },
    prefix: { type: 'string', default: '/catalog/' },
    'allow-origin': { type: 'string', multiple: true, default: [] },
  },
});

const server = http.createServer(bucketHandler(values.dir, values.prefix, values['allow-origin']));
server.listen(Number(values.port), values.host);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/**
 * `npm run serve` and Playwright's web server: dist/ served like a production host, with the
 * security headers the build wrote (scripts/serve/distHandler.ts).
 *
 *   tsx scripts/serve/index.ts [--port 8080] [--host 127.0.0.1] [--dir dist] [--quiet]
 */
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { distHandler } from './distHandler';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'dist' },
    quiet: { type: 'boolean', default: false },
  },
});

const dir = path.resolve(values.dir);
const server = http.createServer(distHandler(dir));
server.listen(Number(values.port), values.host, () => {
  if (!values.quiet) console.log(`Langkah (${dir}) on http://${values.host}:${values.port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/**
 * The publishing workflow's first step (.github/workflows/terbitkan.yml, "Periksa folder,
 * rahasia dan Cloudflare"): prepare.ts with the real wrangler. Runs before `npm ci`, through
 * `npx --yes tsx@4`, so it imports nothing from npm.
 */
import path from 'node:path';
import { prepare } from './prepare';
import { runIn } from './runCommand';

const root = path.resolve(__dirname, '../..');
void prepare({ root, env: process.env, exec: runIn(root), log: (line) => console.log(line) }).then((code) => process.exit(code));

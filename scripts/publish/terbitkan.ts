/**
 * `npm run terbitkan -- [--dir <folder>] [--dry-run | --upload-only]`: the shop, updated and
 * published to Cloudflare Pages (publish.ts). The workflow .github/workflows/terbitkan.yml runs
 * it in two steps: the build with `--dry-run`, then `--upload-only` with the secrets.
 */
import path from 'node:path';
import { shopFolderFrom } from '../shop/shopArgs';
import { publish } from './publish';
import { runIn } from './runCommand';

const root = path.resolve(__dirname, '../..');
const usage = 'npm run terbitkan -- --dir <folder toko> [--dry-run | --upload-only]';

const args = shopFolderFrom(process.argv.slice(2), process.env, {
  usage,
  options: { 'dry-run': { type: 'boolean', default: false }, 'upload-only': { type: 'boolean', default: false } },
});
if ('error' in args) {
  console.error(`Toko TIDAK diterbitkan: ${args.error}`);
  process.exit(1);
}
const { 'dry-run': dryRun, 'upload-only': uploadOnly } = args.values as { 'dry-run': boolean; 'upload-only': boolean };
void publish({ root, dir: args.dir, dryRun, uploadOnly, env: process.env, exec: runIn(root), log: (line) => console.log(line) }).then((code) => process.exit(code));

/**
 * `npm run terbitkan -- [--dir <folder>] [--dry-run | --upload-only]`: the shop, updated and
 * published to Cloudflare Pages (publish.ts). The workflow .github/workflows/terbitkan.yml runs
 * it in two steps: the build with `--dry-run`, then `--upload-only` with the secrets.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { shopFolderFrom } from '../shop/shopArgs';
import { publish, type Exec } from './publish';

const root = path.resolve(__dirname, '../..');
const usage = 'npm run terbitkan -- --dir <folder toko> [--dry-run | --upload-only]';

/** The child's output goes to the terminal as it comes, and is kept for the run's summary. */
const exec: Exec = (command, args, env) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      output += chunk.toString();
    });
    child.on('error', (error) => resolve({ code: 1, output: output + String(error) }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });

const args = shopFolderFrom(process.argv.slice(2), process.env, {
  usage,
  options: { 'dry-run': { type: 'boolean', default: false }, 'upload-only': { type: 'boolean', default: false } },
});
if ('error' in args) {
  console.error(`Toko TIDAK diterbitkan: ${args.error}`);
  process.exit(1);
}
const { 'dry-run': dryRun, 'upload-only': uploadOnly } = args.values as { 'dry-run': boolean; 'upload-only': boolean };
void publish({ root, dir: args.dir, dryRun, uploadOnly, env: process.env, exec, log: (line) => console.log(line) }).then((code) => process.exit(code));

/**
 * `npm run toko -- --dir <folder>`: updates the shop from her folder in one go, the catalogue
 * and its facts (catalog:build) and then the site (the production build), and says where it is
 * and how to see it. Without a folder, the demo shop (toko-contoh/). The publishing workflow
 * calls this same command.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { shopFolderFrom } from './shopArgs';
import { updateShop, type Runner } from './updateShop';

const root = path.resolve(__dirname, '../..');

const run: Runner = (command, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

const folder = shopFolderFrom(process.argv.slice(2), process.env);
if ('error' in folder) {
  console.error(`Toko TIDAK diperbarui: ${folder.error}`);
  process.exit(1);
}
if (folder.demo) console.log(`Tidak ada folder yang disebut: memakai toko contoh (${folder.dir}/). Untuk toko Anda: npm run toko -- --dir <folder>\n`);
void updateShop(root, folder.dir, run).then(({ ok, lines }) => {
  (ok ? console.log : console.error)(lines.join('\n'));
  process.exit(ok ? 0 : 1);
});

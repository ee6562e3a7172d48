/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publish, type Exec } from '../../scripts/publish/publish';
import { sha256Hex } from '../../scripts/publish/publishSettings';

/** What `wrangler pages project list` printed for an account holding this shop's project. */
const projectList = [
  '┌──────────────┬────────────────────┬──────────────┬───────────────┐',
  '│ Project Name │ Project Domains    │ Git Provider │ Last Modified │',
  '├──────────────┼────────────────────┼──────────────┼───────────────┤',
  '│ toko-ani     │ toko-ani.pages.dev │ No           │ 4 weeks ago   │',
  '└──────────────┴────────────────────┴──────────────┴───────────────┘',
].join('\n');

/**
 * `npm run terbitkan` on a tiny shop: catalog:build, webpack and wrangler are stand-ins that
 * record what they were asked and "build" a three-file site, so the steps around them run for real.
 */
describe('`npm run terbitkan`: update the shop, check it fits, then upload', () => {
  let root: string;
  let summaryFile: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'langkah-publish-'));
    fs.mkdirSync(path.join(root, 'toko-ani'));
    summaryFile = path.join(root, 'summary.md');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  function standIns({ catalogue = 0, sheetProblems = false } = {}) {
    const calls: { command: string; args: string[]; env: NodeJS.ProcessEnv }[] = [];
    const exec: Exec = async (command, args, env) => {
      calls.push({ command, args, env });
      if (args.includes('scripts/catalog/build.ts')) {
        const output = sheetProblems
          ? "Katalog TIDAK ditulis: ada 1 masalah. Perbaiki lalu jalankan lagi.\n\n- produk.csv baris 4: harga 'dua ratus' bukan angka\n"
          : 'foto 1/2 (50%)\nfoto 2/2 (100%)\nKatalog selesai dalam 1.0 detik: public/catalog\n  produk    2\n';
        return { code: sheetProblems ? 1 : catalogue, output };
      }
      if (args.includes('webpack')) {
        const out = args[args.indexOf('--output-path') + 1]!;
        fs.mkdirSync(path.join(out, 'js'), { recursive: true });
        fs.mkdirSync(path.join(out, 'catalog'), { recursive: true });
        fs.writeFileSync(path.join(out, 'index.html'), '<!doctype html>');
        fs.writeFileSync(path.join(out, 'js', 'main.abcd1234.js'), 'void 0;');
        fs.writeFileSync(path.join(out, 'catalog', 'manifest.json'), '{}');
        return { code: 0, output: '' };
      }
      if (args.includes('list')) return { code: 0, output: projectList };
      return { code: 0, output: '✨ Deployment complete! Take a peek over at https://abc123.toko-ani.pages.dev\n' };
    };
    return { exec, calls };
  }

  /** Which program a call ran. */
  const step = ({ args }: { args: string[] }) => {
    const program = args.find((arg) => /^(scripts\/catalog\/build\.ts|webpack|wrangler@4)$/.test(arg));
    return program === 'wrangler@4' ? args.slice(args.indexOf(program) + 1, args.indexOf(program) + 3).join(' ') : program;
  };
  const secrets = {
    CLOUDFLARE_API_TOKEN: 'Ab3dEfGhIjKlMnOpQrStUvWxYz0123456789-_aB',
    CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
    CLOUDFLARE_PAGES_PROJECT: 'toko-ani',
    ADMIN_PASSCODE: 'kode-rahasia-ani',
  };

  it('--dry-run builds for Cloudflare with previews required, says what it would upload, and uploads nothing', async () => {
    const { exec, calls } = standIns();
    const lines: string[] = [];
    const code = await publish({ root, dir: 'toko-ani', dryRun: true, uploadOnly: false, env: { GITHUB_STEP_SUMMARY: summaryFile, CLOUDFLARE_PAGES_PROJECT: 'toko-ani' }, exec, log: (line) => lines.push(line) });
    expect(code).toBe(0);
    expect(calls.map(step)).toEqual(['scripts/catalog/build.ts', 'webpack']);
    expect(calls.every(({ env }) => env.DEPLOY_TARGET === 'cloudflare' && env.PREVIEWS_REQUIRED === '1')).toBe(true);
    expect(lines.at(-1)).toBe('Uji coba (--dry-run): TIDAK diunggah. Yang akan diunggah ke Cloudflare Pages (proyek toko-ani): 3 berkas, 24 B dari dist/.');
    expect(lines.join('\n')).toMatch(/together +3 files/);
    const summary = fs.readFileSync(summaryFile, 'utf8');
    expect(summary).toContain('## Laporan katalog\n\n```text\nKatalog selesai dalam 1.0 detik: public/catalog\n  produk    2\n```');
    expect(summary).not.toContain('foto 1/2');
  });

  it('a sheet with problems publishes nothing, and the summary lists them', async () => {
    const { exec, calls } = standIns({ sheetProblems: true });
    const code = await publish({ root, dir: 'toko-ani', dryRun: false, uploadOnly: false, env: { GITHUB_STEP_SUMMARY: summaryFile, ...secrets }, exec, log: () => {} });
    expect(code).toBe(1);
    expect(calls.map(step)).toEqual(['pages project', 'scripts/catalog/build.ts']);
    const summary = fs.readFileSync(summaryFile, 'utf8');
    expect(summary).toContain("- produk.csv baris 4: harga 'dua ratus' bukan angka");
    expect(summary).toContain('## Toko TIDAK diterbitkan');
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it("finds the Pages project first, builds with her passcode and the project's address, uploads with wrangler 4, and says where", async () => {
    const { exec, calls } = standIns();
    const lines: string[] = [];
    const code = await publish({ root, dir: 'toko-ani', dryRun: false, uploadOnly: false, env: secrets, exec, log: (line) => lines.push(line) });
    expect(code).toBe(0);
    expect(calls.map(step)).toEqual(['pages project', 'scripts/catalog/build.ts', 'webpack', 'pages deploy']);
    const webpack = calls.find((call) => step(call) === 'webpack')!;
    expect(webpack.env).toMatchObject({ ADMIN_PASSCODE_SHA256: sha256Hex('kode-rahasia-ani'), SHOP_URL: 'https://toko-ani.pages.dev' });
    expect(calls.at(-1)).toMatchObject({ command: 'npx', args: ['--yes', 'wrangler@4', 'pages', 'deploy', 'dist', '--project-name', 'toko-ani', '--commit-dirty=true'] });
    expect(lines.at(-1)).toBe('Toko sudah diterbitkan: https://toko-ani.pages.dev.');
  });

  it('--dry-run takes her passcode too, so a local build is the shop she will publish', async () => {
    const { exec, calls } = standIns();
    await publish({ root, dir: 'toko-ani', dryRun: true, uploadOnly: false, env: { ADMIN_PASSCODE: 'kode-rahasia-ani' }, exec, log: () => {} });
    expect(calls.find((call) => step(call) === 'webpack')!.env.ADMIN_PASSCODE_SHA256).toBe(sha256Hex('kode-rahasia-ani'));
  });

  it('--upload-only sends the dist/ a dry run left, without building again', async () => {
    const first = standIns();
    await publish({ root, dir: 'toko-ani', dryRun: true, uploadOnly: false, env: {}, exec: first.exec, log: () => {} });
    const { exec, calls } = standIns();
    expect(await publish({ root, dir: 'toko-ani', dryRun: false, uploadOnly: true, env: secrets, exec, log: () => {} })).toBe(0);
    expect(calls.map(step)).toEqual(['pages deploy']);
  });

  it('refuses before the long build when it could not upload: no token or project, the default passcode', async () => {
    const { exec, calls } = standIns();
    const lines: string[] = [];
    const code = await publish({ root, dir: 'toko-ani', dryRun: false, uploadOnly: false, env: { CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef', ADMIN_PASSCODE: 'langkah-staf' }, exec, log: (line) => lines.push(line) });
    expect(code).toBe(1);
    expect(calls).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Toko TIDAK diterbitkan: rahasia CLOUDFLARE_API_TOKEN belum diisi\. .* nama proyek Cloudflare Pages belum ada: .* rahasia ADMIN_PASSCODE masih kode bawaan 'langkah-staf'/);
  });
});

/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { npmWarningNote, shopFolderFrom, USAGE } from '../../scripts/shop/shopArgs';
import { updateShop, type Runner } from '../../scripts/shop/updateShop';

describe('`npm run toko`: the folder, however she typed it', () => {
  const none = {};
  it('takes the documented form, a bare folder, and both ways of forgetting npm’s --', () => {
    expect(shopFolderFrom(['--dir', 'toko-ani'], none)).toMatchObject({ dir: 'toko-ani', demo: false });
    expect(shopFolderFrom(['--dir=toko-ani'], none)).toMatchObject({ dir: 'toko-ani', demo: false });
    expect(shopFolderFrom(['toko-ani'], none)).toMatchObject({ dir: 'toko-ani', demo: false });
    // `npm run toko --dir=toko-ani`: npm keeps the option for itself.
    expect(shopFolderFrom([], { npm_config_dir: 'toko-ani' })).toMatchObject({ dir: 'toko-ani', demo: false });
    // `npm run toko --dir toko-ani`: npm reads --dir as a switch and passes the folder on alone.
    expect(shopFolderFrom(['toko-ani'], { npm_config_dir: 'true' })).toMatchObject({ dir: 'toko-ani', demo: false });
  });

  it('hands a command its other options', () => {
    expect(shopFolderFrom(['--out', 'keluar', 'toko-ani'], { npm_config_dir: 'true' }, { options: { out: { type: 'string' } } })).toEqual({ dir: 'toko-ani', demo: false, values: { out: 'keluar' } });
  });

  it('builds the demo shop when no folder is named', () => {
    expect(shopFolderFrom([], none)).toMatchObject({ dir: 'toko-contoh', demo: true });
  });

  it('says in Indonesian what to type when it cannot tell the folder', () => {
    expect(shopFolderFrom(['--dir'], none)).toEqual({ error: `nama folder belum ditulis sesudah --dir. Ketik: ${USAGE}` });
    expect(shopFolderFrom([], { npm_config_dir: 'true' })).toEqual({ error: `nama folder belum ditulis sesudah --dir. Ketik: ${USAGE}` });
    expect(shopFolderFrom(['--folder', 'toko-ani'], none)).toEqual({ error: `pilihan '--folder' tidak dikenal. Ketik: ${USAGE}` });
    expect(shopFolderFrom(['--dir', 'toko-ani', 'toko-budi'], none)).toEqual({ error: `dua folder disebut ('toko-ani' dan 'toko-budi'); sebut satu saja. Ketik: ${USAGE}` });
    expect(shopFolderFrom(['--out'], none, { usage: 'npm run catalog:build -- --dir <folder>', options: { out: { type: 'string' } } })).toEqual({ error: 'nama folder belum ditulis sesudah --out. Ketik: npm run catalog:build -- --dir <folder>' });
    expect(USAGE).toBe('npm run toko <folder toko Anda>   (contoh: npm run toko toko-ani)');
  });

  it('documents the form npm passes on without `--`, and calms npm’s own warning when she typed --dir', () => {
    // `npm run toko toko-ani`: npm hands a bare word to the script and prints nothing about it.
    expect(shopFolderFrom(['toko-ani'], none)).toMatchObject({ dir: 'toko-ani', demo: false });
    expect(npmWarningNote(none, 'toko-ani')).toBeUndefined();
    // `npm run toko --dir toko-ani`: npm has printed 'Unknown cli config "--dir"' above.
    expect(npmWarningNote({ npm_config_dir: 'true' }, 'toko-ani')).toBe('Peringatan npm "Unknown cli config --dir" di atas boleh diabaikan. Lain kali cukup ketik: npm run toko toko-ani');
    expect(npmWarningNote({ npm_config_dir: 'toko-ani' }, 'toko-ani')).toMatch(/cukup ketik: npm run toko toko-ani$/);
  });
});

describe('`npm run toko`: catalogue, then site, and the old shop keeps serving on any failure', () => {
  let root: string;
  const dist = () => path.join(root, 'dist');
  const served = () => fs.readFileSync(path.join(dist(), 'index.html'), 'utf8');
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-update-'));
    fs.mkdirSync(path.join(root, 'toko-ani'));
    fs.mkdirSync(dist());
    fs.writeFileSync(path.join(dist(), 'index.html'), 'toko lama');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** Stands in for catalog:build and webpack: records each call, and "builds" into --output-path. */
  function runner(codes: { catalogue: number; site: number }) {
    const calls: string[][] = [];
    const envs: Record<string, string>[] = [];
    const run: Runner = async (command, args, env = {}) => {
      calls.push([command, ...args]);
      envs.push(env);
      if (args.includes('webpack')) {
        const out = args[args.indexOf('--output-path') + 1]!;
        fs.mkdirSync(out, { recursive: true });
        fs.writeFileSync(path.join(out, 'index.html'), 'toko baru');
        return codes.site;
      }
      return codes.catalogue;
    };
    return { run, calls, envs };
  }

  it('builds the catalogue from her folder, then the site beside dist/, swaps it in and says how to see it', async () => {
    const { run, calls, envs } = runner({ catalogue: 0, site: 0 });
    const result = await updateShop(root, 'toko-ani', run);
    expect(calls).toEqual([
      ['npx', 'tsx', 'scripts/catalog/build.ts', '--dir', path.join(root, 'toko-ani')],
      ['npx', 'webpack', '--mode', 'production', '--output-path', expect.stringMatching(/dist\.baru-\d+$/), '--env', expect.stringMatching(/^appRecord=.*\.cache\/app\.baru-\d+$/)],
    ]);
    // The site is built from what catalog:build wrote for her folder (scripts/shop/shopOutput.ts), not the demo's.
    expect(envs[1]).toEqual({ SHOP_OUTPUT: path.join(root, '.toko', 'toko-ani') });
    expect(result).toMatchObject({ ok: true, site: 'penuh' });
    expect(result.lines).toContain('  hasilnya  dist/   (lihat dengan: npm run serve   lalu buka http://127.0.0.1:8080)');
    expect(served()).toBe('toko baru');
    expect(fs.readdirSync(root).sort()).toEqual(['dist', 'toko-ani']);
  });

  it('builds the demo shop from its committed output: no SHOP_OUTPUT', async () => {
    fs.mkdirSync(path.join(root, 'toko-contoh'));
    const { run, envs } = runner({ catalogue: 0, site: 0 });
    expect((await updateShop(root, 'toko-contoh', run)).ok).toBe(true);
    expect(envs[1]).toEqual({});
  });

  it('stops at a sheet with problems: no site build, the old shop untouched', async () => {
    const { run, calls } = runner({ catalogue: 1, site: 0 });
    const result = await updateShop(root, 'toko-ani', run);
    expect(calls).toHaveLength(1);
    expect(result).toEqual({ ok: false, lines: ['', 'Toko TIDAK diperbarui: perbaiki masalah di atas lalu jalankan lagi. Situs yang lama tetap tampil.'] });
    expect(served()).toBe('toko lama');
  });

  it('keeps the old site whole when the site build fails, and leaves no half-built folder', async () => {
    const { run } = runner({ catalogue: 0, site: 2 });
    const result = await updateShop(root, 'toko-ani', run);
    expect(result.ok).toBe(false);
    expect(result.lines[1]).toBe('Katalog sudah diperbarui, tetapi situsnya GAGAL dibangun; situs yang lama tetap tampil.');
    expect(served()).toBe('toko lama');
    expect(fs.readdirSync(root).sort()).toEqual(['dist', 'toko-ani']);
  });

  it('names a folder that is not there before building anything', async () => {
    const { run, calls } = runner({ catalogue: 0, site: 0 });
    const result = await updateShop(root, 'toko-budi', run);
    expect(calls).toEqual([]);
    expect(result.lines[0]).toBe(`Toko TIDAK diperbarui: folder 'toko-budi' tidak ada (dicari di ${path.join(root, 'toko-budi')}).`);
  });
});

describe('`npm run toko`: the app is built again only when what it is made of changed', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const product = (price: number) => ({ id: 'rr-1', slug: 'kain-parang', name: 'Kain Parang', price });
  let price = 450000;
  /** Stands in for the three builds: the catalogue (catalog.json at its price), webpack (which records its app) and the catalogue-only update. */
  const run: Runner = async (command, args) => {
    const step = args.includes('webpack') ? 'webpack' : args.includes('scripts/site/catalogueOnly.ts') ? 'katalog' : 'catalog:build';
    if (step === 'catalog:build') {
      // Her folder's catalogue goes to her output folder (shopOutput.ts), where the update reads it.
      write('.toko/toko-rara/catalog/catalog.json', JSON.stringify({ version: 1, categories: [], products: [product(price)] }));
      return { code: 0, output: "Katalog selesai\n  toko.csv  sama seperti sebelumnya\n\nPerhatian (katalog tetap ditulis): 1 hal\n- produk.csv, baris 2, kolom 'stok': semua ukuran habis\n" };
    }
    const out = args[args.indexOf('--output-path') + 1]!;
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'index.html'), step);
    // AppRecordPlugin's copy of the app, into the folder named by --env appRecord=<folder>.
    if (step === 'webpack') write(path.relative(root, path.join(args.at(-1)!.replace('appRecord=', ''), 'files/index.html')), 'app');
    return { code: 0, output: step === 'webpack' ? '[seo] SHOP_URL is not set (SHOP_URL=https://tokoku.id npm run build): pages go without og:url\norphan modules 530 KiB\n' : '' };
  };
  const update = (env: NodeJS.ProcessEnv = {}) => updateShop(root, 'toko-rara', run, { env, log: '.cache/toko.log' });

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-sidik-'));
    fs.mkdirSync(path.join(root, 'toko-rara'));
    write('src/app.ts', 'export const a = 1;');
    write('package-lock.json', '{}');
    price = 450000;
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds all the first time, then only the catalogue’s files and pages for a price, and all again for a code change', async () => {
    expect((await update()).site).toBe('penuh');
    expect(fs.readFileSync(path.join(root, '.cache/app/files/index.html'), 'utf8')).toBe('app');
    price = 425000;
    expect((await update()).site).toBe('katalog');
    expect(fs.readFileSync(path.join(root, 'dist/index.html'), 'utf8')).toBe('katalog');
    write('src/app.ts', 'export const a = 2;');
    expect((await update()).site).toBe('penuh');
    expect((await update()).site).toBe('katalog');
    // The lockfile, the shop's facts and the build's settings are the app's inputs too.
    write('package-lock.json', '{"lockfileVersion":3}');
    expect((await update()).site).toBe('penuh');
    write('src/config/facts/shop.json', '{"name":"Batik Rara"}');
    expect((await update()).site).toBe('penuh');
    expect((await update({ SHOP_URL: 'https://batikrara.id' })).site).toBe('penuh');
    expect((await update({ SHOP_URL: 'https://batikrara.id' })).site).toBe('katalog');
    // The catalogue is not: it changes at every update.
    write('.toko/toko-rara/catalog/manifest.json', '{}');
    expect((await update({ SHOP_URL: 'https://batikrara.id' })).site).toBe('katalog');
  });

  it('keeps no record of a build that failed, so the next update builds all again', async () => {
    expect((await update()).site).toBe('penuh');
    write('src/app.ts', 'export const a = 3;');
    const failing: Runner = async (command, args) => (args.includes('webpack') ? 2 : run(command, args));
    expect((await updateShop(root, 'toko-rara', failing, { env: {} })).ok).toBe(false);
    expect((await update()).site).toBe('penuh');
    expect(fs.readdirSync(path.join(root, '.cache'))).toEqual(['app']);
  });

  it('tells her in a few Indonesian lines what changed, where the result is, what concerns her, and where the log is', async () => {
    await update();
    price = 425000;
    const { lines } = await update();
    expect(lines.join('\n').replace(/dalam \d+ detik/, 'dalam N detik')).toBe(
      [
        '',
        'Toko sudah diperbarui dari toko-rara dalam N detik.',
        '  produk    1 produk; 1 diubah',
        '  toko.csv  tidak berubah',
        '  situs     hanya katalog dan halamannya yang dibuat ulang (cepat)',
        '  hasilnya  dist/   (lihat dengan: npm run serve   lalu buka http://127.0.0.1:8080)',
        '',
        'Perhatian: 1 hal',
        "- produk.csv, baris 2, kolom 'stok': semua ukuran habis",
        '',
        'Log lengkap (untuk pengembang): .cache/toko.log',
      ].join('\n'),
    );
    write('src/app.ts', 'export const a = 4;');
    const full = (await update()).lines.join('\n');
    expect(full).toContain('  produk    1 produk; tidak ada produk yang berubah');
    expect(full).toContain('  situs     dibuat ulang seluruhnya');
    // The build's English is in the log only; what concerns her is said in Indonesian.
    expect(full).toContain('- Alamat toko (SHOP_URL) belum diatur: tautan yang dibagikan tidak menampilkan gambar produk');
    expect(full).not.toMatch(/orphan|SHOP_URL is not set/);
  });
});

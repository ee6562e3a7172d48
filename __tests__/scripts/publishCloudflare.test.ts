/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepare } from '../../scripts/publish/prepare';
import { publish } from '../../scripts/publish/publish';
import { sha256Hex } from '../../scripts/publish/publishSettings';
import { runIn, spawnLine } from '../../scripts/publish/runCommand';
import { createdAddress, deployedAddresses, deployRecord, projectDomains, wranglerProblem } from '../../scripts/publish/wranglerOutput';

/**
 * The workflow's Cloudflare steps against a stand-in for wrangler 4: an executable `npx` first on
 * PATH (fixtures/shoppublish/bin/npx) that answers `npx --yes wrangler@4 …` with the texts the
 * real wrangler printed (fixtures/shoppublish/wrangler/, recorded from wrangler 3.114 against a
 * local stand-in of Cloudflare's API; wrangler 4's project and deploy commands print the same)
 * from a small account of its own. The scripts run the real child process, as in the workflow.
 */
const fixtures = path.resolve(__dirname, '../fixtures/shoppublish');
const recorded = (name: string) => fs.readFileSync(path.join(fixtures, 'wrangler', name), 'utf8');

const token = 'Ab3dEfGhIjKlMnOpQrStUvWxYz0123456789-_aB';
const account = '0123456789abcdef0123456789abcdef';

describe("reading wrangler's output", () => {
  it('finds a project and its domains in the recorded `pages project list`, colour codes or not', () => {
    const list = recorded('project-list.txt');
    expect(projectDomains(list, 'toko-ani')).toEqual(['toko-ani-57h.pages.dev']);
    expect(projectDomains(list, 'toko-lain')).toEqual(['toko-lain.pages.dev', 'tokolain.id']);
    expect(projectDomains(list, 'toko')).toBeUndefined();
    expect(projectDomains(list.replace(/│/g, '\u001b[90m│\u001b[39m'), 'toko-ani')).toEqual(['toko-ani-57h.pages.dev']);
    // Later 4.x also prints it as JSON with --json.
    expect(projectDomains('[\n  {"Project Name": "toko-ani", "Project Domains": "toko-ani-57h.pages.dev, tokoani.id", "Git Provider": "No"}\n]', 'toko-ani')).toEqual(['toko-ani-57h.pages.dev', 'tokoani.id']);
  });

  it("reads the new project's address and the deploy's", () => {
    expect(createdAddress(recorded('project-create.txt'))).toBe('https://toko-baru-9xq.pages.dev');
    expect(deployedAddresses(recorded('deploy.txt'))).toEqual({ deployment: 'https://4f3a9c1b.toko-ani-57h.pages.dev', shop: 'https://toko-ani-57h.pages.dev' });
  });

  it("turns Cloudflare's refusals into the secret to fix", () => {
    expect(wranglerProblem(recorded('auth-error.txt'))).toMatch(/^Cloudflare menolak kunci CLOUDFLARE_API_TOKEN untuk akun ini: .*"Cloudflare Pages: Edit"/);
    expect(wranglerProblem(recorded('account-error.txt'))).toMatch(/^Cloudflare tidak mengenal nomor akun di CLOUDFLARE_ACCOUNT_ID/);
    expect(wranglerProblem(recorded('project-missing.txt'))).toMatch(/^proyek Cloudflare Pages-nya tidak ada/);
    // wrangler 4.10x words a missing project without the API's code.
    expect(wranglerProblem('✘ [ERROR] The Pages project "toko-ani" does not exist.\n')).toMatch(/^proyek Cloudflare Pages-nya tidak ada/);
    expect(wranglerProblem('✘ [ERROR] A request to the Cloudflare API (/user) failed.\n\n  Invalid request headers [code: 6003]\n  - Invalid format for Authorization header [code: 6111]')).toMatch(/kuncinya salah atau sudah dihapus/);
    expect(wranglerProblem('✨ Success!')).toBeUndefined();
  });
});

describe('the workflow against a stand-in wrangler', () => {
  let root: string;
  let account_: string;
  let files: { summary: string; env: string; output: string };

  /** The stand-in wrangler first on PATH, its calls kept in the account folder, and the job summary's file. */
  const standIn = () => ({ PATH: `${path.join(fixtures, 'bin')}${path.delimiter}${process.env.PATH}`, FAKE_WRANGLER_DIR: account_, GITHUB_STEP_SUMMARY: files.summary });

  /** `npm run terbitkan -- --upload-only` for toko-ani against the stand-in wrangler, with `env` over the usual secrets. */
  const uploadOnly = (env: NodeJS.ProcessEnv) =>
    publish({
      root,
      dir: 'toko-ani',
      dryRun: false,
      uploadOnly: true,
      exec: runIn(root, { echo: false }),
      log: () => {},
      env: {
        ...standIn(),
        CLOUDFLARE_PAGES_PROJECT: 'toko-ani',
        PAGES_BRANCH: 'main',
        CLOUDFLARE_API_TOKEN: token,
        CLOUDFLARE_ACCOUNT_ID: account,
        ...env,
      },
    });
  const calls = () =>
    fs.existsSync(path.join(account_, 'calls.jsonl'))
      ? fs
          .readFileSync(path.join(account_, 'calls.jsonl'), 'utf8')
          .trim()
          .split('\n')
          .map((line) => (JSON.parse(line) as { args: string[] }).args.slice(0, 3).join(' '))
      : [];
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

  function cloudflare(projects: { name: string; subdomain: string; domains?: string[]; productionBranch?: string }[] = [], takenNames: string[] = []) {
    fs.writeFileSync(path.join(account_, 'state.json'), JSON.stringify({ token, account, projects, takenNames }));
  }

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'shoppublish-repo-'));
    account_ = fs.mkdtempSync(path.join(os.tmpdir(), 'shoppublish-cloudflare-'));
    files = { summary: path.join(account_, 'summary.md'), env: path.join(account_, 'env'), output: path.join(account_, 'output') };
    for (const shop of ['toko-contoh', 'toko-ani']) {
      fs.mkdirSync(path.join(root, shop, 'foto'), { recursive: true });
      fs.writeFileSync(path.join(root, shop, 'toko.csv'), 'kunci,nilai\nnama,Ani\n');
      fs.writeFileSync(path.join(root, shop, 'produk.csv'), 'nama,harga\nGamis,100000\n');
    }
    git('init', '-q', '-b', 'main');
    git('-c', 'user.email=ani@example.com', '-c', 'user.name=Ani', 'add', '.');
    git('-c', 'user.email=ani@example.com', '-c', 'user.name=Ani', 'commit', '-qm', 'toko Ani');
    cloudflare();
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(account_, { recursive: true, force: true });
  });

  const run = (env: NodeJS.ProcessEnv) =>
    prepare({
      root,
      exec: runIn(root, { echo: false }),
      log: () => {},
      env: {
        ...standIn(),
        GITHUB_ENV: files.env,
        GITHUB_OUTPUT: files.output,
        EVENT: 'workflow_dispatch',
        REPOSITORY_NAME: 'Toko_Ani',
        PAGES_BRANCH: 'main',
        ...env,
      },
    });
  const secrets = { CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_ACCOUNT_ID: account, ADMIN_PASSCODE: 'kode-rahasia-ani' };

  it('first publish: makes the Pages project, learns its *.pages.dev address and hands the later steps what they need', async () => {
    expect(await run(secrets)).toBe(0);
    expect(calls()).toEqual(['pages project list', 'pages project create']);
    const made = JSON.parse(fs.readFileSync(path.join(account_, 'state.json'), 'utf8')) as { projects: { name: string; productionBranch: string }[] };
    expect(made.projects).toEqual([{ name: 'toko-ani', subdomain: 'toko-ani.pages.dev', productionBranch: 'main' }]);
    expect(read(files.env).split('\n')).toEqual([
      'SHOP_DIR=toko-ani',
      'CLOUDFLARE_PAGES_PROJECT=toko-ani',
      'PAGES_BRANCH=main',
      `ADMIN_PASSCODE_SHA256=${sha256Hex('kode-rahasia-ani')}`,
      'SHOP_URL=https://toko-ani.pages.dev',
      '',
    ]);
    expect(read(files.output)).toBe('publish=true\n');
    const summary = read(files.summary);
    expect(summary).toContain('## Alamat toko\n\nhttps://toko-ani.pages.dev (alamat gratis dari Cloudflare Pages)');
    expect(summary).toContain("Proyek Cloudflare Pages 'toko-ani' baru dibuat.");
    expect(summary).toContain('## Yang berubah di toko-ani\n\nDijalankan dengan "Run workflow": seluruh folder diterbitkan.');
  });

  it("a name another account holds: Cloudflare's variant of the address is the one used", async () => {
    cloudflare([], ['toko-ani']);
    expect(await run(secrets)).toBe(0);
    expect(read(files.env)).toContain('SHOP_URL=https://toko-ani-9xq.pages.dev\n');
  });

  it('an existing project is not made again; her own SHOP_URL wins over the free address', async () => {
    cloudflare([{ name: 'toko-ani', subdomain: 'toko-ani-57h.pages.dev', domains: ['toko-ani-57h.pages.dev', 'tokoani.id'] }]);
    expect(await run({ ...secrets, SHOP_URL: 'https://tokoani.id/' })).toBe(0);
    expect(calls()).toEqual(['pages project list']);
    expect(read(files.env)).toContain('SHOP_URL=https://tokoani.id\n');
    expect(read(files.summary)).toContain('https://tokoani.id (variabel SHOP_URL)');
  });

  it('names every missing secret and the default passcode before calling Cloudflare', async () => {
    expect(await run({ CLOUDFLARE_ACCOUNT_ID: account, ADMIN_PASSCODE: 'langkah-staf' })).toBe(1);
    expect(calls()).toEqual([]);
    expect(read(files.env)).toBe('');
    expect(read(files.output)).toBe('publish=false\n');
    const summary = read(files.summary);
    expect(summary).toMatch(/^## Toko TIDAK diterbitkan\n\nBelum ada yang dikerjakan; toko yang lama tetap tampil\./);
    expect(summary).toContain('- rahasia CLOUDFLARE_API_TOKEN belum diisi.');
    expect(summary).toContain("- rahasia ADMIN_PASSCODE masih kode bawaan 'langkah-staf'");
    expect(summary).not.toContain('CLOUDFLARE_ACCOUNT_ID');
  });

  it('a token Cloudflare refuses is named at the first call, and nothing is made', async () => {
    cloudflare([]);
    expect(await run({ ...secrets, CLOUDFLARE_API_TOKEN: 'Zz3dEfGhIjKlMnOpQrStUvWxYz0123456789-_aB' })).toBe(1);
    expect(calls()).toEqual(['pages project list']);
    expect(read(files.summary)).toContain('- Cloudflare menolak kunci CLOUDFLARE_API_TOKEN untuk akun ini');
    expect(read(files.env)).toBe('');
  });

  it('an account id Cloudflare does not know is named', async () => {
    expect(await run({ ...secrets, CLOUDFLARE_ACCOUNT_ID: 'fedcba9876543210fedcba9876543210' })).toBe(1);
    expect(read(files.summary)).toContain('- Cloudflare tidak mengenal nomor akun di CLOUDFLARE_ACCOUNT_ID');
  });

  it('a push that does not touch her folder publishes nothing and asks nothing of Cloudflare', async () => {
    const before = git('rev-parse', 'HEAD');
    fs.writeFileSync(path.join(root, 'toko-contoh', 'produk.csv'), 'nama,harga\nSepatu,1\n');
    git('-c', 'user.email=ani@example.com', '-c', 'user.name=Ani', 'commit', '-qam', 'demo');
    expect(await run({ EVENT: 'push', BEFORE: before, GITHUB_SHA: git('rev-parse', 'HEAD') })).toBe(0);
    expect(read(files.output)).toBe('publish=false\n');
    expect(read(files.summary)).toBe('Folder toko-ani tidak berubah: tidak ada yang diterbitkan.\n');
    expect(calls()).toEqual([]);
  });

  it('a push that changes her folder lists what changed in her words', async () => {
    cloudflare([{ name: 'toko-ani', subdomain: 'toko-ani.pages.dev' }]);
    const before = git('rev-parse', 'HEAD');
    fs.writeFileSync(path.join(root, 'toko-ani', 'produk.csv'), 'nama,harga\nGamis,120000\n');
    fs.writeFileSync(path.join(root, 'toko-ani', 'foto', 'gamis biru.jpg'), 'jpeg');
    git('-c', 'user.email=ani@example.com', '-c', 'user.name=Ani', 'add', '.');
    git('-c', 'user.email=ani@example.com', '-c', 'user.name=Ani', 'commit', '-qm', 'harga gamis');
    expect(await run({ ...secrets, EVENT: 'push', BEFORE: before, GITHUB_SHA: git('rev-parse', 'HEAD') })).toBe(0);
    expect(read(files.summary)).toContain('## Yang berubah di toko-ani\n\n- foto/gamis biru.jpg: baru\n- produk.csv: diubah\n');
  });

  it('two shop folders and no SHOP_DIR: asks which, naming both', async () => {
    fs.cpSync(path.join(root, 'toko-ani'), path.join(root, 'toko-budi'), { recursive: true });
    expect(await run(secrets)).toBe(1);
    expect(read(files.summary)).toContain('- ada 2 folder toko (toko-ani, toko-budi): isi variabel SHOP_DIR dengan nama folder yang diterbitkan.');
    expect(await run({ ...secrets, SHOP_DIR: 'toko-budi' })).toBe(0);
    expect(read(files.env)).toContain('SHOP_DIR=toko-budi\n');
  });

  it("the upload step: deploys to the project's production branch and says the shop's address; a refused token is named", async () => {
    cloudflare([{ name: 'toko-ani', subdomain: 'toko-ani-57h.pages.dev' }]);
    fs.mkdirSync(path.join(root, 'dist', 'js'), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html>');
    fs.writeFileSync(path.join(root, 'dist', 'js', 'main.abcd1234.js'), 'void 0;');
    const upload = (env: NodeJS.ProcessEnv) => uploadOnly({ SHOP_URL: 'https://toko-ani-57h.pages.dev', ADMIN_PASSCODE_SHA256: sha256Hex('kode-rahasia-ani'), ...env });
    expect(await upload({})).toBe(0);
    const deploy = read(path.join(account_, 'calls.jsonl')).trim().split('\n').map((line) => JSON.parse(line) as { args: string[] });
    expect(deploy.map(({ args }) => args)).toEqual([['pages', 'deploy', 'dist', '--project-name', 'toko-ani', '--branch', 'main', '--commit-dirty=true']]);
    expect(read(files.summary)).toContain('## Toko sudah diterbitkan\n\nAlamat toko: https://toko-ani-57h.pages.dev\n\nDiunggah: 2 berkas');
    expect(read(files.summary)).toContain('https://4f3a9c1b.toko-ani-57h.pages.dev (alamat khusus penerbitan ini');

    fs.rmSync(files.summary);
    expect(await upload({ CLOUDFLARE_API_TOKEN: 'Zz3dEfGhIjKlMnOpQrStUvWxYz0123456789-_aB' })).toBe(1);
    expect(read(files.summary)).toMatch(/## Toko TIDAK diterbitkan\n\nCloudflare menolak kunci CLOUDFLARE_API_TOKEN untuk akun ini: .* Situs yang lama tetap tampil\./);

    fs.rmSync(files.summary);
    cloudflare([]);
    expect(await upload({})).toBe(1);
    expect(read(files.summary)).toContain('proyek Cloudflare Pages-nya tidak ada');
  });

  it("a project made by hand with another production branch: the preview deploy is done again as the shop's", async () => {
    cloudflare([{ name: 'toko-ani', subdomain: 'toko-ani.pages.dev', productionBranch: 'production' }]);
    fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html>');
    const code = await uploadOnly({ ADMIN_PASSCODE: 'kode-rahasia-ani' });
    expect(code).toBe(0);
    const branches = read(path.join(account_, 'calls.jsonl')).trim().split('\n').map((line) => (JSON.parse(line) as { args: string[] }).args);
    expect(branches.map((args) => args[args.indexOf('--branch') + 1])).toEqual(['main', 'production']);
    expect(read(files.summary)).toContain('Alamat toko: https://toko-ani.pages.dev');
  });

  it('reads what wrangler records in WRANGLER_OUTPUT_FILE_PATH', () => {
    const line = (entry: object) => JSON.stringify({ version: 1, pages_project: 'toko-ani', deployment_id: 'x', url: 'https://ab12.toko-ani.pages.dev', ...entry });
    expect(deployRecord(`${line({ type: 'pages-deploy' })}\n${line({ type: 'pages-deploy-detailed', environment: 'preview', production_branch: 'production' })}\n`)).toEqual({
      url: 'https://ab12.toko-ani.pages.dev',
      environment: 'preview',
      productionBranch: 'production',
    });
    expect(deployRecord(line({ type: 'pages-deploy' }))).toBeUndefined();
    expect(deployRecord('')).toBeUndefined();
  });
});

describe('the stand-in prints what wrangler prints', () => {
  const list = (projects: { name: string; subdomain: string; domains?: string[] }[]) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoppublish-table-'));
    fs.writeFileSync(path.join(dir, 'state.json'), JSON.stringify({ token, account, projects }));
    const output = execFileSync(path.join(fixtures, 'bin', 'npx'), ['--yes', 'wrangler@4', 'pages', 'project', 'list'], { env: { ...process.env, FAKE_WRANGLER_DIR: dir, CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_ACCOUNT_ID: account }, encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    return output;
  };

  it('its project table is the recorded one, byte for byte, and so is an account without projects', () => {
    expect(list([{ name: 'toko-lain', subdomain: 'toko-lain.pages.dev', domains: ['toko-lain.pages.dev', 'tokolain.id'] }, { name: 'toko-ani', subdomain: 'toko-ani-57h.pages.dev' }])).toBe(recorded('project-list.txt'));
    expect(list([])).toBe(recorded('project-list-empty.txt'));
    expect(projectDomains(recorded('project-list-empty.txt'), 'toko-ani')).toBeUndefined();
  });
});

describe('starting npx on Windows', () => {
  it('goes through the shell there, quoting a folder with spaces; elsewhere runs it directly', () => {
    const args = ['tsx', 'scripts/catalog/build.ts', '--dir', 'C:\\Users\\Sekar Ayu\\toko-sekar'];
    expect(spawnLine('npx', args, 'win32')).toEqual({ file: 'npx tsx scripts/catalog/build.ts --dir "C:\\Users\\Sekar Ayu\\toko-sekar"', args: [], shell: true });
    expect(spawnLine('npx', args, 'linux')).toEqual({ file: 'npx', args, shell: false });
  });
});

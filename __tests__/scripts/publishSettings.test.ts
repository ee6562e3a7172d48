/**
 * @jest-environment node
 */
import { DEFAULT_PASSCODE_SHA256, isCorrectPasscode } from '../../src/features/auth/passcode';
import { checkPublishSettings, pagesProjectName, passcodeHashFrom, sha256Hex } from '../../scripts/publish/publishSettings';

const token = 'Ab3dEfGhIjKlMnOpQrStUvWxYz0123456789-_aB';
const account = '0123456789abcdef0123456789abcdef';
const good = { CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_ACCOUNT_ID: account, CLOUDFLARE_PAGES_PROJECT: 'toko-ani', ADMIN_PASSCODE: 'sekar-ayu-2026' };

describe('what a publish needs from her, checked before any work', () => {
  it('accepts her settings and hashes her passcode as the browser will', () => {
    const { problems, settings } = checkPublishSettings(good);
    expect(problems).toEqual([]);
    expect(settings).toEqual({ token, accountId: account, project: 'toko-ani', passcodeHash: sha256Hex('sekar-ayu-2026') });
    // The value the sign-in page compares with (crypto.subtle's SHA-256 of the UTF-8 text).
    expect(sha256Hex('langkah-staf')).toBe(DEFAULT_PASSCODE_SHA256);
  });

  it('accepts the new scannable token format and trims what a paste adds around the values', () => {
    const scannable = `cfut_${'a1B2c3D4e5'.repeat(4)}0badc0de`;
    const { settings } = checkPublishSettings({ ...good, CLOUDFLARE_API_TOKEN: ` ${scannable}\n`, CLOUDFLARE_ACCOUNT_ID: `${account}\n` });
    expect(settings).toMatchObject({ token: scannable, accountId: account });
  });

  it('names every missing secret at once, each with where to find it', () => {
    const { problems, settings } = checkPublishSettings({});
    expect(settings).toBeUndefined();
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^rahasia CLOUDFLARE_API_TOKEN belum diisi\. Buat kuncinya di dash\.cloudflare\.com → .*"API Tokens".*"Cloudflare Pages" · "Edit"/);
    expect(problems[1]).toMatch(/^rahasia CLOUDFLARE_ACCOUNT_ID belum diisi\. .*"Workers & Pages": "Account ID"/);
    expect(problems[2]).toMatch(/CLOUDFLARE_PAGES_PROJECT/);
    expect(problems[3]).toMatch(/kode staf toko belum diatur: .*'langkah-staf'.*ADMIN_PASSCODE/);
  });

  it.each([
    ['Bearer ' + token, /diawali "Bearer"/],
    [account, /seperti nomor akun: apakah tertukar dengan CLOUDFLARE_ACCOUNT_ID/],
    ['0123456789abcdef0123456789abcdef01234', /"Global API Key"/],
    [`${token.slice(0, 20)} ${token.slice(20)}`, /spasi atau baris baru di tengahnya/],
    [token.slice(0, 30), /bukan kunci Cloudflare \(panjangnya 30 huruf/],
  ])('names a malformed token (%s)', (value, message) => {
    const { problems } = checkPublishSettings({ ...good, CLOUDFLARE_API_TOKEN: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^rahasia CLOUDFLARE_API_TOKEN /);
    expect(problems[0]).toMatch(message);
  });

  it.each([
    [`https://dash.cloudflare.com/${account}/workers-and-pages`, `isi nomornya saja: ${account}.`],
    ['ani@example.com', 'berisi alamat email'],
    ['12345', 'bukan nomor akun Cloudflare (nomor akun 32 huruf a-f dan angka)'],
  ])('names a malformed account id (%s)', (value, message) => {
    const { problems } = checkPublishSettings({ ...good, CLOUDFLARE_ACCOUNT_ID: value });
    expect(problems).toEqual([expect.stringContaining(message)]);
    expect(problems[0]).toMatch(/^rahasia CLOUDFLARE_ACCOUNT_ID /);
  });

  it('takes the project name from the repository when she set none, made a valid Pages name', () => {
    expect(checkPublishSettings({ ...good, CLOUDFLARE_PAGES_PROJECT: '' }, 'Butik_Sekar.Ayu').settings?.project).toBe('butik-sekar-ayu');
    expect(pagesProjectName('--Toko  Ani--')).toBe('toko-ani');
    expect(pagesProjectName('x'.repeat(70))).toHaveLength(58);
    expect(checkPublishSettings({ ...good, CLOUDFLARE_PAGES_PROJECT: 'Toko Ani' }).problems).toEqual([
      "variabel CLOUDFLARE_PAGES_PROJECT 'Toko Ani' bukan nama proyek Cloudflare Pages: pakai huruf kecil, angka dan tanda - saja, misalnya 'toko-ani'.",
    ]);
  });
});

describe("the staff passcode: never the documented default on a published shop", () => {
  it.each([
    [{}, /belum diatur/],
    [{ ADMIN_PASSCODE: 'langkah-staf' }, /masih kode bawaan 'langkah-staf'/],
    [{ ADMIN_PASSCODE_SHA256: DEFAULT_PASSCODE_SHA256.toUpperCase() }, /ADMIN_PASSCODE_SHA256 masih kode staf bawaan/],
    [{ ADMIN_PASSCODE_SHA256: 'abc' }, /ADMIN_PASSCODE_SHA256 bukan SHA-256/],
    [{ ADMIN_PASSCODE: 'rahasia' }, /terlalu pendek \(7 huruf\): pakai paling sedikit 8 huruf/],
    [{ ADMIN_PASSCODE: 'rahasia-toko\n' }, /diawali atau diakhiri spasi atau baris baru/],
  ])('refuses %j', (env, message) => {
    const result = passcodeHashFrom(env);
    expect('problem' in result && result.problem).toMatch(message);
  });

  it("the hash it gives the build lets the shop's sign-in accept her passcode, and only hers", async () => {
    const passcode = 'Sekar Ayu · kode 2026';
    const result = passcodeHashFrom({ ADMIN_PASSCODE: passcode });
    if (!('hash' in result)) throw new Error(result.problem);
    process.env.ADMIN_PASSCODE_SHA256 = result.hash;
    try {
      expect(await isCorrectPasscode(passcode)).toBe(true);
      expect(await isCorrectPasscode('langkah-staf')).toBe(false);
    } finally {
      delete process.env.ADMIN_PASSCODE_SHA256;
    }
  });

  it('takes her own passcode, or its hash as it is (lower-cased, as the build writes it)', () => {
    expect(passcodeHashFrom({ ADMIN_PASSCODE: 'kode rahasia ani' })).toEqual({ hash: sha256Hex('kode rahasia ani') });
    const hash = sha256Hex('apa saja').toUpperCase();
    expect(passcodeHashFrom({ ADMIN_PASSCODE_SHA256: hash, ADMIN_PASSCODE: 'langkah-staf' })).toEqual({ hash: hash.toLowerCase() });
  });
});

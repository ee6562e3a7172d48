/**
 * @jest-environment node
 */
// Node, as catalog:build runs: heic-decode's WebAssembly does not load under jsdom.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildPhoto } from '../../scripts/catalog/sheet/photos';

// SYNTHETIC: a 96 x 64 noise JPEG encoded with libheif's heif-enc (x265), as an iPhone stores photos.
const heic = fs.readFileSync(path.join(__dirname, '../fixtures/synthetic-iphone.heic'));
let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heic-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it("reads an iPhone's HEIC photo (HEVC inside, which sharp's own libheif cannot decode)", async () => {
  expect((await sharp(heic).metadata()).compression).toBe('hevc');
  fs.writeFileSync(path.join(dir, 'IMG_0001.HEIC'), heic);
  const { photo } = await buildPhoto(path.join(dir, 'IMG_0001.HEIC'), dir, 'img/');
  // The whole photo, in a square as wide as its longer side; nothing is blown up past the original.
  expect(photo).toMatchObject({ width: 96, height: 96, jpg: expect.stringMatching(/^img\/[0-9a-f]{20}-96\.jpg 96w$/) });
  const jpeg = path.join(dir, (photo as { src: string }).src.replace('img/', ''));
  expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 96, height: 96 });
});

it('says plainly what to do with a HEIC photo it cannot read, and only that', async () => {
  const logged = jest.spyOn(console, 'log');
  // Cut short, and cut inside its picture's data (libheif then fails later, and logs it).
  fs.writeFileSync(path.join(dir, 'rusak.heic'), heic.subarray(0, 800));
  fs.writeFileSync(path.join(dir, 'rusak2.heic'), Buffer.concat([heic.subarray(0, 600), Buffer.alloc(300, 7)]));
  for (const name of ['rusak.heic', 'rusak2.heic']) {
    await expect(buildPhoto(path.join(dir, name), dir, 'img/')).rejects.toThrow(
      'foto HEIC ini tidak bisa dibaca; simpan ulang sebagai JPEG (di iPhone: Pengaturan → Kamera → Format → Paling Kompatibel)',
    );
  }
  // libheif's own English dump is not shown to the owner; console.log is itself again after.
  expect(logged).not.toHaveBeenCalled();
  console.log('tetap tertulis');
  expect(logged).toHaveBeenCalledWith('tetap tertulis');
  logged.mockRestore();
});

/**
 * @jest-environment node
 */
// FOTO_CEPAT picks how photos are encoded; the cache keeps each recipe's encodings apart, and the
// recipe's text in each photo's key (photoNames.ts) changes only when what is written changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildPhotoCached } from '../../../../scripts/catalog/sheet/photoCache';
import { PHOTO_RECIPES, photoRecipeFrom, recipeKey } from '../../../../scripts/catalog/sheet/photoRecipe';

jest.setTimeout(60_000);
let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resep-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('FOTO_CEPAT=1 selects the fast recipe; unset, empty or 0 the usual one', () => {
  expect(photoRecipeFrom({ FOTO_CEPAT: '1' })).toBe(PHOTO_RECIPES.cepat);
  expect(photoRecipeFrom({ FOTO_CEPAT: ' 1 ' })).toBe(PHOTO_RECIPES.cepat);
  for (const env of [{}, { FOTO_CEPAT: '' }, { FOTO_CEPAT: '0' }]) expect(photoRecipeFrom(env)).toBe(PHOTO_RECIPES.biasa);
});

test('any other FOTO_CEPAT is refused with what to write, rather than silently taken as the usual recipe', () => {
  expect(() => photoRecipeFrom({ FOTO_CEPAT: 'ya' })).toThrow("FOTO_CEPAT='ya' tidak dikenal: tulis FOTO_CEPAT=1 untuk foto cepat, atau hapus supaya biasa");
});

test("the usual recipe's text in the key stays as it was; the fast one's differs", () => {
  expect(recipeKey(PHOTO_RECIPES.biasa)).toBe('v2 square-fit 320,640,1080 avif50e2 webp76 jpg78');
  expect(recipeKey(PHOTO_RECIPES.cepat)).not.toBe(recipeKey(PHOTO_RECIPES.biasa));
});

test('the fast recipe writes the same widths and formats, only its AVIFs differ, and each recipe has its own cache entry', async () => {
  // Noise, so the encoders have detail to trade (a flat square encodes alike at any effort).
  const noise = Buffer.from(Array.from({ length: 400 * 300 * 3 }, (_, i) => (i * 7919) % 251));
  await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } }).jpeg({ quality: 90 }).toFile(path.join(dir, 'kain.jpg'));
  const cache = path.join(dir, 'cache');
  const build = async (recipe: 'biasa' | 'cepat') => {
    const out = path.join(dir, recipe);
    fs.mkdirSync(out);
    const { files } = await buildPhotoCached(path.join(dir, 'kain.jpg'), 'pas', out, 'img/', cache, PHOTO_RECIPES[recipe]);
    return files.map(({ name }) => name);
  };
  const usual = await build('biasa');
  const fast = await build('cepat');
  const shape = (names: string[]) => names.map((name) => name.replace(/^[0-9a-f]{20}/, '#'));
  expect(shape(fast)).toEqual(shape(usual));
  expect(shape(usual)).toEqual(['#-320.avif', '#-320.webp', '#-320.jpg', '#.json']);
  // The names carry the key, of which the recipe is part: all differ. The bytes: the same WebP and JPEG, another AVIF.
  expect(fast[0]!.slice(0, 20)).not.toBe(usual[0]!.slice(0, 20));
  const bytes = (recipe: string, name: string) => fs.readFileSync(path.join(dir, recipe, name));
  for (const i of [1, 2]) expect(bytes('cepat', fast[i]!).equals(bytes('biasa', usual[i]!))).toBe(true);
  expect(bytes('cepat', fast[0]!).equals(bytes('biasa', usual[0]!))).toBe(false);
  const entries = fs.readdirSync(cache).flatMap((prefix) => fs.readdirSync(path.join(cache, prefix)));
  expect(entries).toHaveLength(2);
});

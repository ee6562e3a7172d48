import { metaDescription } from '../../src/lib/usePageMeta';

const long =
  'Sneakers kanvas dengan sol karet alami yang empuk, jahitan rapi buatan perajin Bandung, cocok untuk jalan santai, kuliah, kerja kantor kasual, maupun liburan akhir pekan bersama keluarga tercinta.';

it('keeps a short description as it is, with its spaces tidied', () => {
  expect(metaDescription('  Tas anyam\n buatan perajin lokal. ')).toBe('Tas anyam buatan perajin lokal.');
});

it('cuts a long one after its last whole word, marked with an ellipsis, within 155 characters', () => {
  const description = metaDescription(long);
  expect(description.length).toBeLessThanOrEqual(155);
  expect(description.endsWith('…')).toBe(true);
  const words = description.slice(0, -1).split(' ');
  // Every word is one of the text's own words, the last one too: no word is cut in half.
  for (const word of words) expect(long.split(' ')).toContain(word);
  expect(long.startsWith(description.slice(0, -1))).toBe(true);
});

it('cuts one very long word where it stands rather than leave almost nothing', () => {
  const description = metaDescription(`Lihat https://contoh.id/${'a'.repeat(300)}`);
  expect(description.length).toBe(155);
});

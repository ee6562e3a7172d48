import fs from 'node:fs';
import { fitWord, LOGO_OUTLINES_FILE, outlinesModule, wordWidth } from '../../scripts/assets/outlineText';

// Written by scripts/assets/outlineText.ts: run it after changing a wordmark.
it('the payment logos’ wordmark outlines are in step with scripts/assets/outlineText.ts', () => {
  expect(fs.readFileSync(LOGO_OUTLINES_FILE, 'utf8')).toBe(outlinesModule());
});

it('holds none of a shop’s own words: catalog:build draws those from her facts', () => {
  expect(fs.readFileSync(LOGO_OUTLINES_FILE, 'utf8')).not.toMatch(/Langkah|Braga/);
});

it('fits a long word into its room by drawing it smaller, and leaves a short one as it is', () => {
  expect(fitWord('Langkah', 'DejaVuSans-Bold', 40, 560)).toEqual({ size: 40, width: wordWidth('Langkah', 'DejaVuSans-Bold', 40) });
  const long = fitWord('Butik Busana Muslim Sekar Ayu Yogyakarta', 'DejaVuSans-Bold', 40, 560);
  expect(long.size).toBeLessThan(40);
  expect(long.width).toBeLessThanOrEqual(560);
});

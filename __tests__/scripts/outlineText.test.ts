import fs from 'node:fs';
import { LOGO_OUTLINES_FILE, logoOutlinesModule, OUTLINES_FILE, outlinedSalePicture, outlinesModule, SALE_PICTURE } from '../../scripts/assets/outlineText';

// Both are written by scripts/assets/outlineText.ts: run it after changing a word or scripts/assets/sale.svg.
it('the footer drawings’ word outlines are in step with scripts/assets/outlineText.ts', () => {
  expect(fs.readFileSync(OUTLINES_FILE, 'utf8')).toBe(outlinesModule());
  expect(fs.readFileSync(LOGO_OUTLINES_FILE, 'utf8')).toBe(logoOutlinesModule());
});

it('the sale picture is scripts/assets/sale.svg with its words outlined, and keeps its title', () => {
  const picture = fs.readFileSync(SALE_PICTURE, 'utf8');
  expect(picture).toBe(outlinedSalePicture());
  expect(picture).not.toContain('<text');
  // No figure in the drawing: src/features/catalog/SalePicture.tsx lays the catalogue's own over it.
  expect(picture).toContain('<title id="t">Langkah Sale: koleksi pilihan</title>');
});

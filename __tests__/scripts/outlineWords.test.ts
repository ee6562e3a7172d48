import fs from 'node:fs';
import { OUTLINES_FILE, outlinesModule } from '../../scripts/assets/outlineWords';

it('the footer drawings’ word outlines are in step with scripts/assets/outlineWords.ts (run it after changing a word)', () => {
  expect(fs.readFileSync(OUTLINES_FILE, 'utf8')).toBe(outlinesModule());
});

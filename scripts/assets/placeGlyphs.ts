import type opentype from 'opentype.js';

export interface PlacedGlyphs {
  placed: { glyph: opentype.Glyph; at: number }[];
  /** The pen's advance after the last glyph, at `size`. */
  width: number;
}

/**
 * Glyphs set one after another with the font's kerning, at `size`. By hand rather than with
 * opentype.js's own layout, which stops at a substitution table it can't read (DejaVu's, and
 * Plus Jakarta Sans' `ccmp`). Used for the drawings' words (outlineText.ts) and the share
 * images' (scripts/catalog/shareImages/shareFont.ts).
 */
export function placeGlyphs(font: opentype.Font, glyphs: opentype.Glyph[], size: number): PlacedGlyphs {
  const scale = size / font.unitsPerEm;
  const placed: PlacedGlyphs['placed'] = [];
  let pen = 0;
  glyphs.forEach((glyph, index) => {
    placed.push({ glyph, at: pen });
    const next = glyphs[index + 1];
    pen += (glyph.advanceWidth ?? 0) * scale + (next ? font.getKerningValue(glyph, next) * scale : 0);
  });
  return { placed, width: pen };
}

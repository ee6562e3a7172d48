/**
 * The share images' type: Plus Jakarta Sans from npm (@expo-google-fonts/plus-jakarta-sans),
 * turned into path outlines here, so sharp's librsvg draws only paths and never asks the
 * machine's fontconfig for a font: the same text gives the same pixels on every machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';
import { placeGlyphs, type PlacedGlyphs } from '../../assets/placeGlyphs';

const FONT_PACKAGE = path.dirname(require.resolve('@expo-google-fonts/plus-jakarta-sans/package.json'));
const FACES = {
  semibold: '600SemiBold/PlusJakartaSans_600SemiBold.ttf',
  bold: '700Bold/PlusJakartaSans_700Bold.ttf',
  extrabold: '800ExtraBold/PlusJakartaSans_800ExtraBold.ttf',
} as const;
export type Face = keyof typeof FACES;

const fonts = new Map<Face, opentype.Font>();
function font(face: Face): opentype.Font {
  let loaded = fonts.get(face);
  if (!loaded) {
    const bytes = fs.readFileSync(path.join(FONT_PACKAGE, FACES[face]));
    loaded = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(face, loaded);
  }
  return loaded;
}

/** A line of text set in one face and size: its glyphs in order and how wide it is. */
export interface Run {
  text: string;
  face: Face;
  size: number;
  width: number;
}

/**
 * The text as the font can set it: NFC first; a letter the font lacks becomes its base letter
 * when it has one (ǹ -> n), else it is dropped (emoji, CJK, control characters), and the
 * spaces that leaves are folded. Never throws: an owner's name may hold anything.
 */
export function settable(text: string, face: Face = 'bold'): string {
  const f = font(face);
  const has = (character: string) => f.charToGlyph(character).index !== 0;
  const kept = Array.from(text.normalize('NFC'), (character) => {
    // Any space becomes a plain one but the no-break space, which keeps 'Rp' with its number.
    if (/[^\S\u00a0]/u.test(character)) return ' ';
    if (/[\p{Cc}\p{Cf}]/u.test(character)) return '';
    if (has(character)) return character;
    const base = Array.from(character.normalize('NFD')).filter((part) => !/\p{M}/u.test(part) && has(part));
    return base.join('');
  });
  return kept.join('').replace(/ {2,}/g, ' ').trim();
}

function glyphsOf(text: string, face: Face, size: number): PlacedGlyphs {
  const f = font(face);
  // Characters the font lacks (glyph 0, .notdef) are left out, never drawn as boxes.
  return placeGlyphs(f, Array.from(text, (character) => f.charToGlyph(character)).filter((glyph) => glyph.index !== 0), size);
}

export function run(text: string, face: Face, size: number): Run {
  return { text, face, size, width: glyphsOf(text, face, size).width };
}

const tenth = (value: number) => String(Math.round(value * 10) / 10);

/**
 * The run's outline as SVG path data, its start at `x` and its baseline at `baseline`, to a
 * tenth of a pixel. Written here rather than by opentype.js's Path.toPathData, whose
 * optimisation writes `NaN` into some contours (this font's 'R'), where librsvg stops drawing.
 */
export function outlineOf(placed: Run, x: number, baseline: number): string {
  return outlineWithRows(placed, x, baseline).d;
}

/**
 * The outline and the rows it can touch: every curve lies inside its points' hull, so the
 * highest and lowest point (control points too) bound what librsvg paints.
 */
export function outlineWithRows({ text, face, size }: Run, x: number, baseline: number): { d: string; top: number; bottom: number } {
  const parts: string[] = [];
  let top = baseline;
  let bottom = baseline;
  const at = (value: number) => {
    const rounded = tenth(value);
    const y = Number(rounded);
    if (y < top) top = y;
    if (y > bottom) bottom = y;
    return rounded;
  };
  for (const { glyph, at: pen } of glyphsOf(text, face, size).placed) {
    for (const command of glyph.getPath(x + pen, baseline, size).commands) {
      if (command.type === 'Z') parts.push('Z');
      else if (command.type === 'Q') parts.push(`Q${tenth(command.x1)} ${at(command.y1)} ${tenth(command.x)} ${at(command.y)}`);
      else if (command.type === 'C') parts.push(`C${tenth(command.x1)} ${at(command.y1)} ${tenth(command.x2)} ${at(command.y2)} ${tenth(command.x)} ${at(command.y)}`);
      else parts.push(`${command.type}${tenth(command.x)} ${at(command.y)}`);
    }
  }
  return { d: parts.join(''), top, bottom };
}

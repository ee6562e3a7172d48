import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** How two built sites differ, file by file (relative paths, sorted). */
export interface TreeDifference {
  onlyInFirst: string[];
  onlyInSecond: string[];
  different: string[];
  /**
   * Pages painted in Chromium (and their .gz/.br twins) that differ only by CSS rules for classes
   * the page's HTML does not use: what a component shown while the page loaded (a listing's
   * skeleton) left in styled-components' sheet. Whether it showed depends on timing, so two full
   * builds differ the same way; the pages show the same.
   */
  unusedCssOnly: string[];
}

const STYLE = /<style data-prerendered>([\s\S]*?)<\/style>/;

/** The class names a page's HTML uses. */
const usedClasses = (html: string) => new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));

/** The CSS's top-level rules (a rule's own text may span lines: @keyframes, @media). */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return rules;
}

/**
 * The preview's CSS without the top-level rules whose
 * selectors name only classes the page does not use, and without the keyframes no kept rule names.
 */
function withoutUnusedRules(html: string): string {
  const css = STYLE.exec(html)?.[1];
  if (css === undefined) return html;
  const used = usedClasses(html.replace(STYLE, ''));
  const rules = topLevelRules(css);
  const selectorClasses = (rule: string) => [...rule.matchAll(/(?:^|[{}])\s*([^@{}][^{}]*)\{/g)].flatMap((match) => [...match[1]!.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((name) => name[1]!));
  const kept = rules.filter((rule) => {
    if (/^\s*@keyframes/.test(rule)) return true;
    const classes = selectorClasses(rule);
    return classes.length === 0 || classes.some((name) => used.has(name));
  });
  const keptText = kept.join('\n');
  const final = kept.filter((rule) => {
    const name = /^\s*@keyframes\s+([\w-]+)/.exec(rule)?.[1];
    return !name || keptText.replace(rule, '').includes(name);
  });
  return html.replace(STYLE, () => `<style data-prerendered>${final.join('\n')}</style>`);
}

const decompressed = (file: string, bytes: Buffer) => (file.endsWith('.gz') ? zlib.gunzipSync(bytes) : file.endsWith('.br') ? zlib.brotliDecompressSync(bytes) : bytes);

const filesOf = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

/** Compares two folders byte for byte. */
export function compareTrees(first: string, second: string): TreeDifference {
  const a = filesOf(first);
  const b = new Set(filesOf(second));
  const different: string[] = [];
  const unusedCssOnly: string[] = [];
  const onlyInFirst: string[] = [];
  for (const file of a) {
    if (!b.delete(file)) {
      onlyInFirst.push(file);
      continue;
    }
    const one = fs.readFileSync(path.join(first, file));
    const other = fs.readFileSync(path.join(second, file));
    if (one.equals(other)) continue;
    const page = /\.html(\.gz|\.br)?$/.test(file) && withoutUnusedRules(decompressed(file, one).toString()) === withoutUnusedRules(decompressed(file, other).toString());
    (page ? unusedCssOnly : different).push(file);
  }
  return { onlyInFirst, onlyInSecond: [...b].sort(), different, unusedCssOnly };
}

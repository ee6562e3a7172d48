import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** How two built sites differ, file by file (relative paths, sorted). */
export interface TreeDifference {
  onlyInFirst: string[];
  onlyInSecond: string[];
  different: string[];
  /**
   * Pages painted in Chromium (and their .gz/.br twins) whose HTML is the same once the
   * preview's CSS and the class names are set aside. Timing decides which of the app's chunks a
   * tab evaluated first (styled-components numbers its components in that order, and their
   * class names follow) and whether a loading skeleton showed (its rules stay in the sheet), so
   * two full builds can differ the same way; the pages show the same.
   */
  paintedStyleOnly: string[];
}

const STYLE = /<style data-prerendered>[\s\S]*?<\/style>/;

/** A painted page without its preview's CSS and class names: what it shows, and how it is built. */
const withoutStyle = (html: string) => html.replace(STYLE, '').replace(/ class="[^"]*"/g, '');

const decompressed = (file: string, bytes: Buffer) => (file.endsWith('.gz') ? zlib.gunzipSync(bytes) : file.endsWith('.br') ? zlib.brotliDecompressSync(bytes) : bytes);

const filesOf = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

/** A page's file in dist/ (prerender.ts's writePage): `/` is index.html, `/onsale` onsale/index.html. */
export const pageFile = (pagePath: string) => (pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`);

/**
 * Compares two folders byte for byte. `painted`: the files of the pages Chromium painted
 * (prerender.ts's previewPaths, through pageFile), told apart as paintedStyleOnly above.
 */
export function compareTrees(first: string, second: string, painted: readonly string[] = []): TreeDifference {
  const paintedFiles = new Set(painted);
  const a = filesOf(first);
  const b = new Set(filesOf(second));
  const different: string[] = [];
  const paintedStyleOnly: string[] = [];
  const onlyInFirst: string[] = [];
  for (const file of a) {
    if (!b.delete(file)) {
      onlyInFirst.push(file);
      continue;
    }
    const one = fs.readFileSync(path.join(first, file));
    const other = fs.readFileSync(path.join(second, file));
    if (one.equals(other)) continue;
    const page = paintedFiles.has(file.replace(/\.(gz|br)$/, '')) && STYLE.test(decompressed(file, one).toString()) && withoutStyle(decompressed(file, one).toString()) === withoutStyle(decompressed(file, other).toString());
    (page ? paintedStyleOnly : different).push(file);
  }
  return { onlyInFirst, onlyInSecond: [...b].sort(), different, paintedStyleOnly };
}

import fs from 'node:fs';
import path from 'node:path';

/** How two built sites differ, file by file (relative paths, sorted). */
export interface TreeDifference {
  onlyInFirst: string[];
  onlyInSecond: string[];
  different: string[];
}

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
  const onlyInFirst: string[] = [];
  for (const file of a) {
    if (!b.delete(file)) onlyInFirst.push(file);
    else if (!fs.readFileSync(path.join(first, file)).equals(fs.readFileSync(path.join(second, file)))) different.push(file);
  }
  return { onlyInFirst, onlyInSecond: [...b].sort(), different };
}

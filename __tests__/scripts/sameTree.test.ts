/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { compareTrees, pageFile } from '../../scripts/bench/sameTree';

/** A painted page as prerender.ts writes it: the preview's CSS, then its HTML. */
const page = (css: string) => `<html><body><div id="root"><style data-prerendered>${css}</style><div inert><h1 class="sc-a kTitle">Hadiah</h1></div></div></body></html>`;
const used = '.kTitle { font-size: 20px; }\n@media (min-width: 900px) {\n  .kTitle { font-size: 28px; }\n}';
// What a listing's skeleton leaves in the sheet when it showed while the page loaded.
const skeleton = '@keyframes fuSrDt { \n  0% { opacity: 1; }\n  100% { opacity: 0.55; }\n}\n.deyejf { aspect-ratio: 1 / 1; animation: 0.9s ease-in-out 0s infinite alternate none running fuSrDt; }\n@media (prefers-reduced-motion: reduce) {\n  .deyejf { animation: none; }\n}';

describe('the quick update against a full build: the same files, byte for byte', () => {
  let root: string;
  const write = (tree: string, file: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, tree, file)), { recursive: true });
    fs.writeFileSync(path.join(root, tree, file), data);
  };
  const both = (file: string, data: string | Buffer) => ['a', 'b'].forEach((tree) => write(tree, file, data));
  const compare = () => compareTrees(path.join(root, 'a'), path.join(root, 'b'));
  beforeEach(() => (root = fs.mkdtempSync(path.join(os.tmpdir(), 'pohon-'))));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('finds nothing between equal trees', () => {
    both('js/main.1234abcd.js', 'app');
    both('produk/kain/index.html', page(used));
    expect(compare()).toEqual({ onlyInFirst: [], onlyInSecond: [], different: [], paintedStyleOnly: [] });
  });

  it('names a file only one has, and any other difference', () => {
    both('js/main.1234abcd.js', 'app');
    write('a', 'catalog/v/1/a.json', '{}');
    write('b', 'sitemap.xml', '<urlset/>');
    write('a', 'produk/kain/index.html', page(used).replace('Hadiah', 'Rp 450.000'));
    write('b', 'produk/kain/index.html', page(used).replace('Hadiah', 'Rp 425.000'));
    expect(compare()).toEqual({ onlyInFirst: ['catalog/v/1/a.json'], onlyInSecond: ['sitemap.xml'], different: ['produk/kain/index.html'], paintedStyleOnly: [] });
  });

  it('tells apart a painted page that differs only in its CSS and class names, twins included, and only a painted one', () => {
    const withSkeleton = page(`${used}\n${skeleton}`).replace(/kTitle/g, 'jQzTitle');
    for (const file of ['gift/index.html', 'produk/kain/index.html']) {
      write('a', file, withSkeleton);
      write('b', file, page(used));
      write('a', `${file}.gz`, zlib.gzipSync(withSkeleton));
      write('b', `${file}.gz`, zlib.gzipSync(page(used)));
      write('a', `${file}.br`, zlib.brotliCompressSync(withSkeleton));
      write('b', `${file}.br`, zlib.brotliCompressSync(page(used)));
    }
    expect(compareTrees(path.join(root, 'a'), path.join(root, 'b'), [pageFile('/gift')])).toEqual({
      onlyInFirst: [],
      onlyInSecond: [],
      // A product page is rendered by react-dom/server, the same every time: any difference counts.
      different: ['produk/kain/index.html', 'produk/kain/index.html.br', 'produk/kain/index.html.gz'],
      paintedStyleOnly: ['gift/index.html', 'gift/index.html.br', 'gift/index.html.gz'],
    });
  });

  it('counts a difference in what a painted page shows as a difference', () => {
    write('a', 'gift/index.html', page(used));
    write('b', 'gift/index.html', page(used).replace('Hadiah', 'Kado'));
    expect(compareTrees(path.join(root, 'a'), path.join(root, 'b'), [pageFile('/gift')]).different).toEqual(['gift/index.html']);
  });
});

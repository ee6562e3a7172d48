import type { CatalogFile } from '../catalog/buildCatalog';

/**
 * What `npm run toko` tells her when it is done, in Indonesian and on one screen: what changed,
 * where the result is, and the warnings that concern her. The builds' own output (webpack's
 * module lists, the previews' timings, in English) goes to the log file the summary names.
 */

export interface CatalogueChanges {
  total: number;
  added: number;
  removed: number;
  /** Products whose row changed: price, stock, photo, words. */
  changed: number;
}

/** Her products before and after, by id. `before` is undefined on a first build. */
export function catalogueChanges(before: CatalogFile | undefined, after: CatalogFile): CatalogueChanges {
  const old = new Map((before?.products ?? []).map((product) => [product.id, JSON.stringify(product)]));
  let added = 0;
  let changed = 0;
  for (const product of after.products) {
    const was = old.get(product.id);
    if (was === undefined) added += 1;
    else if (was !== JSON.stringify(product)) changed += 1;
    old.delete(product.id);
  }
  return { total: after.products.length, added, removed: before ? old.size : 0, changed };
}

export function changesLine({ total, added, removed, changed }: CatalogueChanges, firstBuild: boolean): string {
  if (firstBuild) return `${total} produk (katalog baru)`;
  const parts = [changed && `${changed} diubah`, added && `${added} baru`, removed && `${removed} dihapus`].filter(Boolean);
  return `${total} produk; ${parts.length ? parts.join(', ') : 'tidak ada produk yang berubah'}`;
}

/** catalog:build's "Perhatian" notes (already Indonesian, with file, row and column), as listed. */
export function catalogueNotes(output: string): string[] {
  const lines = output.split(/\r?\n/);
  const start = lines.findIndex((line) => line.startsWith('Perhatian (katalog tetap ditulis)'));
  if (start < 0) return [];
  const notes: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('- ')) break;
    notes.push(line.slice(2));
  }
  return notes;
}

/** Whether catalog:build wrote new shop facts (its `toko.csv` line). */
export const factsChanged = (output: string): boolean => /^\s*toko\.csv\s+ditulis ke/m.test(output);

/**
 * The site build's warnings that concern her, said in her words. Only these: the rest of the log
 * is for developers (module lists, timings, the service worker's precache count).
 */
const herWarnings: { pattern: RegExp; say: string }[] = [
  {
    pattern: /\[seo\] SHOP_URL is not set/,
    say: 'Alamat toko (SHOP_URL) belum diatur: tautan yang dibagikan tidak menampilkan gambar produk dan tidak ada sitemap.xml untuk Google. Untuk toko yang diterbitkan, atur SHOP_URL (lihat panduan toko, "Menerbitkan toko").',
  },
  {
    pattern: /\[seo\] no bagikan\.json/,
    say: 'Gambar untuk tautan yang dibagikan belum ada: tautan tampil tanpa gambar produk.',
  },
  {
    pattern: /\[prerender\] skipped: no Chromium/,
    say: 'Pratinjau halaman tidak dibuat (Chromium tidak ada di komputer ini): halaman tetap bisa dibuka, tetapi tampil sedikit lebih lambat di ponsel.',
  },
];

export function buildWarnings(output: string): string[] {
  return herWarnings.filter(({ pattern }) => pattern.test(output)).map(({ say }) => say);
}

export interface SummaryFacts {
  from: string;
  dist: string;
  seconds: number;
  changes: string;
  factsChanged: boolean;
  /** 'katalog': only the catalogue's files and pages were made again; 'penuh': the whole site. */
  site: 'katalog' | 'penuh';
  warnings: string[];
  /** The log file of the builds' whole output, when there is one. */
  log?: string;
}

export function summaryLines(facts: SummaryFacts): string[] {
  const seconds = Math.round(facts.seconds);
  return [
    `Toko sudah diperbarui dari ${facts.from} dalam ${seconds} detik.`,
    `  produk    ${facts.changes}`,
    `  toko.csv  ${facts.factsChanged ? 'berubah' : 'tidak berubah'}`,
    `  situs     ${facts.site === 'katalog' ? 'hanya katalog dan halamannya yang dibuat ulang (cepat)' : 'dibuat ulang seluruhnya'}`,
    `  hasilnya  ${facts.dist}/   (lihat dengan: npm run serve   lalu buka http://127.0.0.1:8080)`,
    ...(facts.warnings.length ? ['', `Perhatian: ${facts.warnings.length} hal`, ...facts.warnings.map((warning) => `- ${warning}`)] : []),
    ...(facts.log ? ['', `Log lengkap (untuk pengembang): ${facts.log}`] : []),
  ];
}

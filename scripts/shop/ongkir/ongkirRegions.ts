import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { distance } from 'fastest-levenshtein';

/**
 * Indonesia's provinces, kota/kabupaten and kecamatan from idn-area-data (data under ODbL), as
 * the ongkir sheet and toko.csv's `kota_toko` name them. Read from the package's CSV files, not
 * its JS (which needs Node 22). Build-time only; the checkout's own region files are made apart.
 */
export interface Region {
  /** The dataset's code: '32', '32.73', '32.73.02'. */
  code: string;
  /** As the dataset writes it: 'Jawa Barat', 'Kota Bandung', 'Coblong'. */
  name: string;
  /** The code of the level above ('' for a province). */
  parent: string;
}

export interface Regions {
  provinces: Region[];
  regencies: Region[];
  districts: Region[];
  byCode: Map<string, Region>;
  /** Kecamatan by kota/kabupaten code. */
  districtsOf: Map<string, Region[]>;
}

function readLevel(file: string, parentColumn?: string): Region[] {
  const data = path.join(path.dirname(require.resolve('idn-area-data/package.json')), 'data');
  const rows = parse(fs.readFileSync(path.join(data, file), 'utf8'), { columns: true, bom: true }) as Record<string, string>[];
  return rows.map((row) => ({ code: row.code!, name: row.name!, parent: parentColumn ? row[parentColumn]! : '' }));
}

let loaded: Regions | undefined;

/** Read once per process (about 8,000 rows, a few milliseconds). */
export function readOngkirRegions(): Regions {
  if (loaded) return loaded;
  const provinces = readLevel('provinces.csv');
  const regencies = readLevel('regencies.csv', 'province_code');
  const districts = readLevel('districts.csv', 'regency_code');
  const districtsOf = new Map<string, Region[]>();
  for (const district of districts) districtsOf.set(district.parent, [...(districtsOf.get(district.parent) ?? []), district]);
  const byCode = new Map([...provinces, ...regencies, ...districts].map((region) => [region.code, region]));
  loaded = { provinces, regencies, districts, byCode, districtsOf };
  return loaded;
}

/** Case, accents, dots and extra spaces don't matter: 'Kab. Bandung ' is 'kab bandung'. */
export const foldName = (name: string): string =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[.,'’"()]/g, ' ').replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

/** Each dataset name is folded once: a 7,000-row sheet looks each row up among 514 of them. */
function memo<T>(fold: (name: string) => T): (name: string) => T {
  const cache = new Map<string, T>();
  return (name) => {
    if (!cache.has(name)) cache.set(name, fold(name));
    return cache.get(name)!;
  };
}

/** 'Kota Bandung' -> kota, 'bandung'; 'Kab. Bandung' -> kabupaten, 'bandung'; 'Bandung' -> either. */
export const regencyParts = memo(function regencyParts(name: string): { kind?: 'kota' | 'kabupaten'; base: string } {
  const folded = foldName(name);
  const match = /^(kota administrasi|kota adm|kotamadya|kodya|kota|kabupaten administrasi|kabupaten adm|kab adm|kabupaten|kab)\s+(.+)$/.exec(folded);
  if (!match) return { base: folded };
  return { kind: /^(kota|kodya)/.test(match[1]!) ? 'kota' : 'kabupaten', base: match[2]! };
});

/** 'Kecamatan Coblong', 'Kec. Coblong' and 'coblong' name the same kecamatan. */
export const districtBase = memo((name: string): string => foldName(name).replace(/^(kecamatan|kec)\s+/, ''));

/** 'Provinsi Jawa Barat', 'Prov. Jawa Barat' and 'jawa barat' name the same province. */
const provinceBase = memo((name: string): string => foldName(name).replace(/^(provinsi|propinsi|prov)\s+/, ''));

/** The other names people write for a province (the dataset spells them out). */
const provinceAliases: Record<string, string> = {
  'dki jakarta': '31', jakarta: '31', dki: '31',
  'di yogyakarta': '34', diy: '34', yogyakarta: '34', jogja: '34', jogjakarta: '34', 'daerah istimewa jogja': '34',
  'bangka belitung': '19', babel: '19', 'kep bangka belitung': '19', kepri: '21', 'kep riau': '21',
  ntb: '52', ntt: '53', sumut: '12', sumbar: '13', sumsel: '16', jabar: '32', jateng: '33', jatim: '35',
  kalbar: '61', kalteng: '62', kalsel: '63', kaltim: '64', kaltara: '65', sulut: '71', sulteng: '72', sulsel: '73', sultra: '74', sulbar: '76', malut: '82',
};

/** A dataset code as written: '32.73', or without its dots ('3273'). */
function asCode(cell: string, digits: number): string | undefined {
  const text = cell.trim();
  const dotted = new RegExp(String.raw`^\d{2}(\.\d{2}){${(digits - 2) / 2}}$`);
  if (dotted.test(text)) return text;
  if (new RegExp(`^\\d{${digits}}$`).test(text)) return text.match(/\d{2}/g)!.join('.');
  return undefined;
}

export type Found = { region: Region } | { error: string };

/** The closest names to `typed` among `candidates` (a typo or two away): the nearest, or those tied for nearest, at most three. */
export function nearNames(typed: string, candidates: Region[], base: (name: string) => string): string[] {
  const folded = base(typed);
  const within = Math.max(2, Math.floor(folded.length / 3));
  const near = candidates.map((region) => ({ name: region.name, off: distance(folded, base(region.name)) })).filter(({ off }) => off <= within);
  const best = Math.min(...near.map(({ off }) => off));
  return near.filter(({ off }) => off === best).slice(0, 3).map(({ name }) => name);
}

const maybe = (names: string[]) => (names.length ? `; mungkin maksudnya ${names.map((name) => `'${name}'`).join(' atau ')}?` : '');

export function findProvince(cell: string, regions = readOngkirRegions()): Found {
  const code = asCode(cell, 2);
  if (code) {
    const region = regions.byCode.get(code);
    return region && !region.parent ? { region } : { error: `kode provinsi '${cell}' tidak ada (contoh: 32 untuk Jawa Barat)` };
  }
  const base = provinceBase(cell);
  const region = regions.provinces.find((province) => provinceBase(province.name) === base) ?? regions.byCode.get(provinceAliases[base] ?? '');
  if (region) return { region };
  return { error: `provinsi '${cell}' tidak dikenal${maybe(nearNames(cell, regions.provinces, provinceBase))}` };
}

/**
 * A kota/kabupaten by name or code, within `province` when given. 'Bandung' alone is both Kota
 * Bandung and Kabupaten Bandung: the message names both, so she writes the one she means.
 */
export function findRegency(cell: string, province?: Region, regions = readOngkirRegions()): Found {
  const code = asCode(cell, 4);
  if (code) {
    const region = regions.byCode.get(code);
    if (!region || region.code.split('.').length !== 2) return { error: `kode kota/kabupaten '${cell}' tidak ada (contoh: 32.73 untuk Kota Bandung)` };
    if (province && region.parent !== province.code) return { error: `${region.name} (${code}) ada di ${regions.byCode.get(region.parent)!.name}, bukan di ${province.name}` };
    return { region };
  }
  const { kind, base } = regencyParts(cell);
  const within = province ? regions.regencies.filter((regency) => regency.parent === province.code) : regions.regencies;
  const matches = within.filter((regency) => {
    const parts = regencyParts(regency.name);
    return parts.base === base && (!kind || parts.kind === kind);
  });
  if (matches.length === 1) return { region: matches[0]! };
  if (matches.length > 1) return { error: `'${cell}' bisa ${matches.map(({ name }) => name).join(' atau ')}: tulis salah satunya` };
  const elsewhere = province && regions.regencies.filter((regency) => regency.parent !== province.code && regencyParts(regency.name).base === base && (!kind || regencyParts(regency.name).kind === kind));
  if (elsewhere?.length) return { error: `${elsewhere.map(({ name, parent }) => `${name} ada di ${regions.byCode.get(parent)!.name}`).join(', ')}, bukan di ${province!.name}` };
  const where = province ? ` di ${province.name}` : '';
  // 'Kota Bandng' means a kota: Kabupaten Bandung is as near by name, but not what she wrote.
  const sameKind = kind ? within.filter((regency) => regencyParts(regency.name).kind === kind) : within;
  return { error: `kota/kabupaten '${cell}' tidak ada${where}${maybe(nearNames(cell, sameKind, (name) => regencyParts(name).base))}` };
}

/** A kecamatan of `regency` by name or code. Names repeat across Indonesia, so always within its kota/kabupaten. */
export function findDistrict(cell: string, regency: Region, regions = readOngkirRegions()): Found {
  const inRegency = regions.districtsOf.get(regency.code) ?? [];
  const code = asCode(cell, 6);
  if (code) {
    const region = regions.byCode.get(code);
    if (!region || region.code.split('.').length !== 3) return { error: `kode kecamatan '${cell}' tidak ada (contoh: 32.73.02 untuk Coblong di Kota Bandung)` };
    if (region.parent !== regency.code) return { error: `kecamatan ${region.name} (${code}) ada di ${regions.byCode.get(region.parent)!.name}, bukan di ${regency.name}` };
    return { region };
  }
  const base = districtBase(cell);
  const region = inRegency.find((district) => districtBase(district.name) === base);
  if (region) return { region };
  return { error: `kecamatan '${cell}' tidak ada di ${regency.name}${maybe(nearNames(cell, inRegency, districtBase))}` };
}

/** A kecamatan written only by its code (its kota/kabupaten column left empty): the code says where it is. */
export function districtByCode(cell: string, regions = readOngkirRegions()): Region | undefined {
  const code = asCode(cell, 6);
  const region = code ? regions.byCode.get(code) : undefined;
  return region && region.code.split('.').length === 3 ? region : undefined;
}

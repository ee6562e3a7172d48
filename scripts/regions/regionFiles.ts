/**
 * The checkout's region files (src/features/checkout/address/regionPaths.ts) from idn-area-data's
 * CSVs: 1 provinces list, 38 province files and 514 kota/kabupaten files. Built at every build
 * (scripts/build/regionFilesPlugin.ts), never committed: the dataset is the package's.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { districtsPath, provincesPath, regenciesPath, type DistrictsFile, type ProvincesFile, type RegenciesFile } from '../../src/features/checkout/address/regionPaths';

export const regionDataDir = path.resolve(__dirname, '../../node_modules/idn-area-data/data');

/** A level's row: its code, its parent's code ('' for a province) and its name, as the dataset has them. */
export interface RegionRow {
  code: string;
  parent: string;
  name: string;
}

export interface RegionData {
  provinces: RegionRow[];
  regencies: RegionRow[];
  districts: RegionRow[];
  villages: RegionRow[];
}

function readCsv(file: string, parentColumn: string | null): RegionRow[] {
  const rows = parse(fs.readFileSync(file), { columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  return rows.map((row) => {
    const code = row.code ?? '';
    const name = row.name ?? '';
    const parent = parentColumn ? (row[parentColumn] ?? '') : '';
    if (!code || !name || (parentColumn && !parent)) throw new Error(`${path.basename(file)}: a row without code, name or ${parentColumn}: ${JSON.stringify(row)}`);
    return { code, parent, name };
  });
}

export function readRegionData(dir = regionDataDir): RegionData {
  return {
    provinces: readCsv(path.join(dir, 'provinces.csv'), null),
    regencies: readCsv(path.join(dir, 'regencies.csv'), 'province_code'),
    districts: readCsv(path.join(dir, 'districts.csv'), 'regency_code'),
    villages: readCsv(path.join(dir, 'villages.csv'), 'district_code'),
  };
}

function groupByParent(rows: RegionRow[]): Map<string, RegionRow[]> {
  const groups = new Map<string, RegionRow[]>();
  for (const row of rows) {
    const group = groups.get(row.parent);
    if (group) group.push(row);
    else groups.set(row.parent, [row]);
  }
  return groups;
}

/** The child's code without its parent's part and the dot: '32.73' under '32' is '73'. */
function suffix(row: RegionRow): string {
  if (!row.code.startsWith(`${row.parent}.`)) throw new Error(`${row.code} (${row.name}) does not sit under ${row.parent}`);
  return row.code.slice(row.parent.length + 1);
}

const byCode = (a: RegionRow, b: RegionRow) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

export interface RegionFiles {
  /** 12 hex digits of the SHA-256 of every file: the folder's name, so the files can be cached for good. */
  hash: string;
  /** Path under the folder → JSON text. */
  files: Map<string, string>;
}

export function regionFiles(data: RegionData): RegionFiles {
  const files = new Map<string, string>();
  const regenciesOf = groupByParent(data.regencies);
  const districtsOf = groupByParent(data.districts);
  const villagesOf = groupByParent(data.villages);
  const provinces: ProvincesFile = [...data.provinces].sort(byCode).map((row) => [row.code, row.name]);
  files.set(provincesPath, JSON.stringify(provinces));
  for (const province of data.provinces) {
    const regencies = [...(regenciesOf.get(province.code) ?? [])].sort(byCode);
    const regenciesFile: RegenciesFile = regencies.map((row) => [suffix(row), row.name]);
    files.set(regenciesPath(province.code), JSON.stringify(regenciesFile));
    for (const regency of regencies) {
      const districtsFile: DistrictsFile = [...(districtsOf.get(regency.code) ?? [])]
        .sort(byCode)
        .map((district) => [suffix(district), district.name, [...(villagesOf.get(district.code) ?? [])].sort(byCode).map((village) => [suffix(village), village.name])]);
      files.set(districtsPath(regency.code), JSON.stringify(districtsFile));
    }
  }
  const hash = createHash('sha256');
  for (const [name, text] of files) hash.update(name).update('\0').update(text).update('\0');
  return { hash: hash.digest('hex').slice(0, 12), files };
}

/** The folder the files are served from, relative to the site's root. */
export const regionFolder = (hash: string) => `wilayah/${hash}/`;

/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { regionFolder } from '../../scripts/regions/regionFiles';
import { districtsPath, provincesPath, regenciesPath, type DistrictsFile, type ProvincesFile, type RegenciesFile } from '../../src/features/checkout/address/regionPaths';
import { builtRegions } from '../fixtures/regionFetch';

const { data, regions } = builtRegions();
const read = <T>(path: string): T => JSON.parse(regions.files.get(path)!) as T;

describe('the region files built from idn-area-data', () => {
  test('one provinces list, one file per province and one per kota/kabupaten', () => {
    expect(data.provinces).toHaveLength(38);
    expect(data.regencies).toHaveLength(514);
    expect(regions.files.size).toBe(1 + 38 + 514);
    expect(regionFolder(regions.hash)).toMatch(/^wilayah\/[0-9a-f]{12}\/$/);
  });

  test('every province, kota/kabupaten, kecamatan and kelurahan/desa of the dataset is in them, once', () => {
    const provinces = read<ProvincesFile>(provincesPath);
    const regencies = provinces.flatMap(([code]) => read<RegenciesFile>(regenciesPath(code)).map(([suffix, name]) => [`${code}.${suffix}`, name] as const));
    const districts = regencies.flatMap(([code]) => read<DistrictsFile>(districtsPath(code)).map(([suffix, name, villages]) => ({ code: `${code}.${suffix}`, name, villages })));
    const villages = districts.flatMap(({ code, villages: list }) => list.map(([suffix]) => `${code}.${suffix}`));
    expect(provinces).toHaveLength(38);
    expect(regencies).toHaveLength(514);
    expect(districts).toHaveLength(7285);
    expect(villages).toHaveLength(83762);
    expect(new Set(villages).size).toBe(83762);
    expect(new Set(districts.map(({ code }) => code))).toEqual(new Set(data.districts.map(({ code }) => code)));
    expect(new Set(villages)).toEqual(new Set(data.villages.map(({ code }) => code)));
  });

  test('Jawa Barat (32) → Kota Bandung (32.73) → Coblong, its names as the dataset has them', () => {
    expect(read<ProvincesFile>(provincesPath)).toContainEqual(['32', 'Jawa Barat']);
    const kota = read<RegenciesFile>(regenciesPath('32'));
    expect(kota).toContainEqual(['73', 'Kota Bandung']);
    expect(kota).toContainEqual(['04', 'Kabupaten Bandung']);
    const coblong = read<DistrictsFile>(districtsPath('32.73')).find(([, name]) => name === 'Coblong');
    expect(coblong?.[0]).toBe('02');
    expect(coblong?.[2]).toContainEqual(['1004', 'Dago']);
  });

  test('compact: the largest file and one order’s worst case stay small (gzip)', () => {
    const gzipped = (path: string) => gzipSync(regions.files.get(path)!, { level: 9 }).length;
    const largestProvince = Math.max(...read<ProvincesFile>(provincesPath).map(([code]) => gzipped(regenciesPath(code))));
    const largestKota = Math.max(...data.regencies.map(({ code }) => gzipped(districtsPath(code))));
    expect(gzipped(provincesPath) + largestProvince + largestKota).toBeLessThanOrEqual(30_000);
  });

  test('the same data gives the same folder name', () => {
    expect(builtRegions().regions.hash).toBe(regions.hash);
  });
});

/**
 * Where the region files live (built from idn-area-data by scripts/regions/regionFiles.ts, served
 * under `wilayah/<hash of the data>/`) and what each holds. One place for both the build and the
 * checkout. Compact JSON: arrays, and codes without their parent's part, which the reader puts back.
 *
 * - `provinsi.json`: the 38 provinces, `[code, name][]` ('32', 'Jawa Barat').
 * - `provinsi/<province code>.json`: its kota/kabupaten, `[code suffix, name][]` ('73', 'Kota Bandung' = 32.73).
 * - `kota/<regency code>.json`: its kecamatan with their kelurahan/desa,
 *   `[code suffix, name, [code suffix, name][]][]` ('02', 'Coblong', [['1001', 'Cipaganti'], …]).
 */
export type ProvincesFile = [code: string, name: string][];
export type RegenciesFile = [suffix: string, name: string][];
export type DistrictsFile = [suffix: string, name: string, villages: [suffix: string, name: string][]][];

export const provincesPath = 'provinsi.json';
export const regenciesPath = (provinceCode: string) => `provinsi/${provinceCode}.json`;
export const districtsPath = (regencyCode: string) => `kota/${regencyCode}.json`;

import fc from 'fast-check';
import { exactRegion, indexRegions, normalize, searchRegions, type RegionLevel } from '../../../../src/features/checkout/address/regionSearch';
import type { Region } from '../../../../src/features/checkout/address/addressTypes';
import { builtRegions } from '../../../fixtures/regionFetch';
import { propertyRuns } from '../../../fixtures/propertyRuns';

const { data } = builtRegions();
const regionsUnder = (rows: { code: string; parent: string; name: string }[], parent: string): Region[] =>
  rows.filter((row) => row.parent === parent).map(({ code, name }) => ({ code, name }));

const jawaBarat = indexRegions(regionsUnder(data.regencies, '32'), 'regency');
const names = (query: string, index = jawaBarat) => searchRegions(index, query).shown.map((region) => region.name);

describe('searching a level the way shoppers type', () => {
  test("'bdg' and 'bandung' find both Kota Bandung and Kabupaten Bandung", () => {
    for (const query of ['bdg', 'bandung', 'BANDUNG', '  Bandung ']) {
      expect(names(query)).toEqual(expect.arrayContaining(['Kota Bandung', 'Kabupaten Bandung']));
    }
    expect(names('bdg')).not.toContain('Kota Bogor');
  });

  test("the prefixes 'Kota', 'Kabupaten', 'Kab.', 'Kab' don't hide a name, and prefer the kind typed", () => {
    expect(names('kota bandung')[0]).toBe('Kota Bandung');
    expect(names('kota bdg')[0]).toBe('Kota Bandung');
    expect(names('Kab. Bandung')[0]).toBe('Kabupaten Bandung');
    expect(names('kab bandung')[0]).toBe('Kabupaten Bandung');
    expect(names('kabupaten   bandung')).toContain('Kota Bandung');
  });

  test('rank: starts with > a word starts with > contains > letters in order from a word start', () => {
    const index = indexRegions(
      [
        { code: '1', name: 'Sukabumi Raya' }, // letters in order: s…b…r
        { code: '2', name: 'Kebonbaru' }, // contains 'bar'
        { code: '3', name: 'Cibaru Barat' }, // a word starts with 'bar'
        { code: '4', name: 'Baru' }, // starts with 'bar'
      ],
      'village',
    );
    expect(searchRegions(index, 'bar').shown.map((region) => region.code)).toEqual(['4', '3', '2']);
    expect(searchRegions(index, 'sbr').shown.map((region) => region.code)).toEqual(['1']);
  });

  test("the lower levels ignore 'Kec.', 'Kel.' and 'Desa'", () => {
    const coblong = indexRegions(regionsUnder(data.districts, '32.73'), 'district');
    expect(searchRegions(coblong, 'Kec. Coblong').shown[0]?.name).toBe('Coblong');
    const dago = indexRegions(regionsUnder(data.villages, '32.73.02'), 'village');
    expect(searchRegions(dago, 'kel dago').shown[0]?.name).toBe('Dago');
    expect(searchRegions(dago, 'desa dago').shown[0]?.name).toBe('Dago');
  });

  test('an empty query lists everything in the dataset’s order; a limit shows the first and counts all', () => {
    expect(searchRegions(jawaBarat, '   ').shown).toHaveLength(27);
    const result = searchRegions(jawaBarat, 'a', 5);
    expect(result.shown).toHaveLength(5);
    expect(result.total).toBeGreaterThan(5);
  });

  test('exactRegion: a typed name that is exactly one option', () => {
    expect(exactRegion(jawaBarat, 'kota bandung')?.code).toBe('32.73');
    expect(exactRegion(jawaBarat, 'bandung')).toBeNull(); // Kota and Kabupaten: not one
    expect(exactRegion(jawaBarat, 'kota bekasi')?.code).toBe('32.75');
    expect(exactRegion(jawaBarat, 'bks')).toBeNull();
  });
});

describe('properties, over every list of the dataset', () => {
  const lists: [Region[], RegionLevel][] = [
    [data.provinces.map(({ code, name }) => ({ code, name })), 'province'],
    ...[...new Set(data.regencies.map((row) => row.parent))].map((code) => [regionsUnder(data.regencies, code), 'regency'] as [Region[], RegionLevel]),
  ];
  const anyList = fc.constantFrom(...lists);

  test('every region is found by its own name, typed in any case, first among those with that name', () => {
    fc.assert(
      fc.property(anyList, fc.nat(), fc.boolean(), ([regions, level], pick, upper) => {
        const region = regions[pick % regions.length]!;
        const index = indexRegions(regions, level);
        const typed = upper ? region.name.toUpperCase() : region.name.toLowerCase();
        const shown = searchRegions(index, typed).shown;
        expect(shown.filter((other) => normalize(other.name) === normalize(region.name))[0]).toBe(shown[0]);
        expect(shown.map((other) => other.code)).toContain(region.code);
      }),
      propertyRuns(300),
    );
  });

  test('any part of a name finds it; the letters of a word’s start in order do too', () => {
    fc.assert(
      fc.property(anyList, fc.nat(), fc.nat(), fc.integer({ min: 1, max: 6 }), ([regions, level], pick, from, length) => {
        const region = regions[pick % regions.length]!;
        const index = indexRegions(regions, level);
        const key = normalize(region.name);
        const start = from % key.length;
        const part = key.slice(start, start + length).trim();
        fc.pre(part.length > 0);
        expect(searchRegions(index, part).shown).toContain(region);
      }),
      propertyRuns(300),
    );
  });

  test('a result is always a subset of its list, without repeats, and total counts it', () => {
    fc.assert(
      fc.property(anyList, fc.string({ maxLength: 8 }), ([regions, level], query) => {
        const result = searchRegions(indexRegions(regions, level), query, 10);
        expect(result.shown.length).toBe(Math.min(10, result.total));
        expect(new Set(result.shown).size).toBe(result.shown.length);
        for (const region of result.shown) expect(regions).toContain(region);
      }),
      propertyRuns(300),
    );
  });
});

describe('what shoppers type for a place: shortenings, nicknames, typos (the first match is the place)', () => {
  const provinces = indexRegions(data.provinces.map(({ code, name }) => ({ code, name })), 'province');
  const regenciesOf = (province: string) => indexRegions(regionsUnder(data.regencies, province), 'regency');
  const provinceCases: [string, string][] = [
    ['jatim', 'Jawa Timur'], ['jateng', 'Jawa Tengah'], ['jabar', 'Jawa Barat'], ['jawa timr', 'Jawa Timur'], ['jawa tngah', 'Jawa Tengah'],
    ['jogja', 'Daerah Istimewa Yogyakarta'], ['yogya', 'Daerah Istimewa Yogyakarta'], ['diy', 'Daerah Istimewa Yogyakarta'], ['Jogjakarta', 'Daerah Istimewa Yogyakarta'],
    ['jakarta', 'Daerah Khusus Ibukota Jakarta'], ['dki', 'Daerah Khusus Ibukota Jakarta'], ['jkt', 'Daerah Khusus Ibukota Jakarta'],
    ['ntb', 'Nusa Tenggara Barat'], ['ntt', 'Nusa Tenggara Timur'], ['babel', 'Kepulauan Bangka Belitung'], ['kepri', 'Kepulauan Riau'],
    ['sumut', 'Sumatera Utara'], ['sumbar', 'Sumatera Barat'], ['sumsel', 'Sumatera Selatan'], ['sumatra utara', 'Sumatera Utara'],
    ['sulsel', 'Sulawesi Selatan'], ['sulut', 'Sulawesi Utara'], ['kaltim', 'Kalimantan Timur'], ['kalbar', 'Kalimantan Barat'],
    ['malut', 'Maluku Utara'], ['bali', 'Bali'], ['banten', 'Banten'], ['kalimantn selatan', 'Kalimantan Selatan'],
  ];
  test.each(provinceCases)('province: %s → %s', (typed, expected) => {
    expect(searchRegions(provinces, typed).shown[0]?.name).toBe(expected);
  });

  const regencyCases: [string, string, string][] = [
    ['35', 'sby', 'Kota Surabaya'], ['35', 'surabya', 'Kota Surabaya'], ['32', 'kota bdg', 'Kota Bandung'], ['31', 'jaksel', 'Kota Administrasi Jakarta Selatan'],
    ['31', 'jakbar', 'Kota Administrasi Jakarta Barat'], ['31', 'jaktim', 'Kota Administrasi Jakarta Timur'], ['34', 'jogja', 'Kota Yogyakarta'],
    ['33', 'solo', 'Kota Surakarta'], ['36', 'tangsel', 'Kota Tangerang Selatan'], ['73', 'mks', 'Kota Makassar'], ['12', 'mdn', 'Kota Medan'],
    ['51', 'dps', 'Kota Denpasar'], ['16', 'plg', 'Kota Palembang'], ['64', 'bpp', 'Kota Balikpapan'],
  ];
  test.each(regencyCases)('kota/kabupaten in %s: %s → %s', (province, typed, expected) => {
    expect(searchRegions(regenciesOf(province), typed).shown[0]?.name).toBe(expected);
  });

  test('a typo never reaches far: short queries allow no edit, a 4-letter one only one', () => {
    expect(searchRegions(provinces, 'qqq').total).toBe(0);
    expect(searchRegions(provinces, 'balx').shown.map((region) => region.name)).toEqual(['Bali']);
    expect(searchRegions(provinces, 'zzzzzzzz').total).toBe(0);
  });
});

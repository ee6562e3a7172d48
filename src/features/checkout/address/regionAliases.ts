import type { RegionLevel } from './regionSearch';

/**
 * What shoppers type for places whose names they shorten the way Indonesians do in chat, each to
 * the name (normalized, without its 'Kota'/'Kabupaten' prefix) it means. Only what the ordinary
 * search cannot find itself: 'jatim' and 'sby' already match letter by letter, 'jogja' does not.
 */
export const regionAliases: Record<RegionLevel, Readonly<Record<string, string>>> = {
  province: {
    jogja: 'daerah istimewa yogyakarta',
    jogjakarta: 'daerah istimewa yogyakarta',
    yogya: 'daerah istimewa yogyakarta',
    yogyakarta: 'daerah istimewa yogyakarta',
    diy: 'daerah istimewa yogyakarta',
    jakarta: 'daerah khusus ibukota jakarta',
    jkt: 'daerah khusus ibukota jakarta',
    dki: 'daerah khusus ibukota jakarta',
    ntb: 'nusa tenggara barat',
    ntt: 'nusa tenggara timur',
    babel: 'kepulauan bangka belitung',
    bangka: 'kepulauan bangka belitung',
    kepri: 'kepulauan riau',
    malut: 'maluku utara',
    sumut: 'sumatera utara',
    sumbar: 'sumatera barat',
    sumsel: 'sumatera selatan',
    sulut: 'sulawesi utara',
    sulteng: 'sulawesi tengah',
    sulsel: 'sulawesi selatan',
    sultra: 'sulawesi tenggara',
    sulbar: 'sulawesi barat',
    kalbar: 'kalimantan barat',
    kalteng: 'kalimantan tengah',
    kalsel: 'kalimantan selatan',
    kaltim: 'kalimantan timur',
    kaltara: 'kalimantan utara',
    pabar: 'papua barat',
  },
  regency: {
    jogja: 'yogyakarta',
    yogya: 'yogyakarta',
    solo: 'surakarta',
    tangsel: 'tangerang selatan',
    jakpus: 'jakarta pusat',
    jakut: 'jakarta utara',
    jakbar: 'jakarta barat',
    jaktim: 'jakarta timur',
    mks: 'makassar',
    mdn: 'medan',
    smg: 'semarang',
    bks: 'bekasi',
    dps: 'denpasar',
    plg: 'palembang',
    bpp: 'balikpapan',
    mlg: 'malang',
  },
  district: {},
  village: {},
};

import { strToU8 } from 'fflate';

/**
 * DEFLATE's preset dictionary for format 1: words a nota's text is likely to repeat from, so even
 * its first use of 'Jl. ', 'Kabupaten ' or 'Merah Muda' costs a back-reference rather than its
 * letters (a realistic 20-line order: 866 → 738 characters; one line: 590 → 515). Generic
 * Indonesian address and fashion words, couriers, payment labels, colours and sizes, never one
 * shop's products. Part of the format: changing a byte makes every format-1 link unreadable, so a
 * new dictionary comes with a new NOTA_FORMAT (and this one stays, to read the old links).
 */
export const notaDictionary: Uint8Array = strToU8(
  [
    'Sepatu Sandal Sneakers Kemeja Kaus Blus Celana Rok Tas Topi Dompet Ikat Pinggang Kulit Kanvas Linen Katun Rajut',
    'Lengan Panjang Lengan Pendek Premium Klasik Pesanan custom',
    'Jl. Jalan Gg. Gang No. RT RW Blok Perumahan Perum Komplek Kampung Desa Kelurahan Kecamatan',
    'rumah dekat depan samping belakang sebelah masjid warung sekolah pagar cat lantai pintu titip satpam kalau tidak ada orang terima kasih',
    '"Kota ","Kabupaten ","Jawa Barat","Jawa Tengah","Jawa Timur","DKI Jakarta","Banten","Sumatera Utara","Sulawesi Selatan","Bali"',
    '"JNE REG","J&T EZ","SiCepat BEST","Kurir toko","Ambil di toko","2-3","1-2"',
    '["bank","BCA"],["bank","Mandiri"],["bank","BNI"],["bank","BRI"],["ewallet","DANA"],["ewallet","OVO"],["ewallet","GoPay"],["ewallet","ShopeePay"],["qris","QRIS"],["cod","Bayar di tempat (COD)"]',
    '"Hitam","Putih","Navy","Merah","Merah Muda","Biru","Cokelat","Krem","Abu-abu","Khaki","Sage","Tosca","Terakota","Mustard","Marun","Zaitun","Lavender","Denim"',
    '"Satu Ukuran","S","M","L","XL","XXL",1,2,3],["0812","0813","0857","0878","08"',
  ].join('\n'),
);

import type { ColorName } from './palette';

/** A category as the catalogue lists it; `sizes` are the sizes its products come in. */
export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  sizes: string[];
}

/** One hand-written product: name, base price (rupiah), colors and a phrase for its description. */
export interface ProductSeed {
  name: string;
  price: number;
  colors: ColorName[];
  detail: string;
  shape?: string;
}

export const categories: CategorySeed[] = [
  { slug: 'sepatu', name: 'Sepatu', description: 'Sneakers, loafer dan sepatu formal untuk setiap langkah.', sizes: ['38', '39', '40', '41', '42', '43', '44'] },
  { slug: 'sandal', name: 'Sandal', description: 'Sandal santai dan sandal kulit yang nyaman seharian.', sizes: ['37', '38', '39', '40', '41', '42', '43'] },
  { slug: 'tas', name: 'Tas', description: 'Tas anyam, ransel dan tas selempang buatan perajin lokal.', sizes: ['Satu Ukuran'] },
  { slug: 'atasan', name: 'Atasan', description: 'Kemeja, kaus dan blus dari bahan yang adem.', sizes: ['S', 'M', 'L', 'XL'] },
  { slug: 'bawahan', name: 'Bawahan', description: 'Celana dan rok untuk kerja maupun akhir pekan.', sizes: ['S', 'M', 'L', 'XL'] },
  { slug: 'aksesoris', name: 'Aksesoris', description: 'Topi, ikat pinggang, dompet dan pelengkap gaya lainnya.', sizes: ['Satu Ukuran'] },
];

export const productSeeds: Record<string, ProductSeed[]> = {
  sepatu: [
    { name: 'Sneakers Kanvas Klasik', price: 249000, colors: ['Putih', 'Hitam', 'Navy', 'Merah'], detail: 'kanvas tebal dengan sol karet vulkanisir' },
    { name: 'Sepatu Lari Ringan Aero', price: 429000, colors: ['Hitam', 'Biru', 'Abu-abu'], detail: 'jaring bernapas dan busa empuk untuk lari harian' },
    { name: 'Loafer Kulit Santai', price: 389000, colors: ['Cokelat', 'Hitam'], detail: 'kulit sapi lembut dengan jahitan tangan' },
    { name: 'Sepatu Slip-On Rajut', price: 219000, colors: ['Abu-abu', 'Hitam', 'Krem'], detail: 'rajutan elastis yang mudah dipakai tanpa tali' },
    { name: 'Boots Chelsea Suede', price: 549000, colors: ['Cokelat', 'Hitam', 'Khaki'], detail: 'suede halus dengan karet samping elastis' },
    { name: 'Sneakers Retro Low', price: 319000, colors: ['Putih', 'Navy', 'Merah', 'Sage'], detail: 'potongan rendah bergaya tahun delapan puluhan' },
    { name: 'Sepatu Pantofel Formal', price: 459000, colors: ['Hitam', 'Cokelat'], detail: 'kulit mengilap untuk kantor dan kondangan' },
    { name: 'Sepatu Flat Balet', price: 189000, colors: ['Krem', 'Hitam', 'Merah Muda', 'Marun'], detail: 'sol tipis lentur dengan pita kecil di depan' },
    { name: 'Sepatu Hiking Trail', price: 599000, colors: ['Zaitun', 'Cokelat', 'Abu-abu'], detail: 'sol bergerigi yang mencengkeram jalur basah' },
    { name: 'Sneakers Platform Awan', price: 359000, colors: ['Putih', 'Lavender', 'Sage'], detail: 'sol tebal ringan yang menambah tinggi' },
    { name: 'Sepatu Oxford Brogue', price: 499000, colors: ['Cokelat', 'Marun'], detail: 'motif lubang brogue klasik pada kulit asli' },
  ],
  sandal: [
    { name: 'Sandal Jepit Karet Pantai', price: 59000, colors: ['Biru', 'Hitam', 'Mustard', 'Tosca', 'Merah Muda'], detail: 'karet alam yang tahan air dan pasir' },
    { name: 'Sandal Slide Empuk', price: 129000, colors: ['Hitam', 'Krem', 'Sage'], detail: 'alas busa empuk untuk di rumah dan jalan santai' },
    { name: 'Sandal Gunung Tali', price: 229000, colors: ['Hitam', 'Zaitun', 'Cokelat'], detail: 'tali webbing kuat dan gesper yang mudah diatur' },
    { name: 'Sandal Kulit Anyam', price: 269000, colors: ['Cokelat', 'Krem'], detail: 'anyaman kulit buatan perajin Garut' },
    { name: 'Sandal Selop Batik', price: 149000, colors: ['Cokelat', 'Navy', 'Marun'], detail: 'kain batik cap dengan alas empuk' },
    { name: 'Sandal Wedges Rotan', price: 299000, colors: ['Krem', 'Hitam'], detail: 'hak wedges berlapis rotan alami' },
    { name: 'Sandal Sport Strap', price: 199000, colors: ['Hitam', 'Abu-abu', 'Navy'], detail: 'tiga tali perekat untuk langkah yang mantap' },
    { name: 'Bakiak Kayu Modern', price: 119000, colors: ['Cokelat', 'Hitam'], detail: 'kayu mahoni ringan dengan tali kulit sintetis' },
    { name: 'Sandal Teplek Bordir', price: 99000, colors: ['Merah Muda', 'Krem', 'Tosca'], detail: 'bordir bunga khas Tasikmalaya' },
    { name: 'Sandal Jepit Kulit Premium', price: 179000, colors: ['Cokelat', 'Hitam', 'Khaki'], detail: 'kulit nabati yang makin bagus seiring waktu' },
    { name: 'Sandal Flatform Tali Silang', price: 239000, colors: ['Putih', 'Hitam', 'Terakota'], detail: 'tali silang di atas sol datar yang tebal' },
  ],
  tas: [
    { name: 'Tas Anyam Pandan', price: 189000, colors: ['Krem', 'Cokelat', 'Hitam'], detail: 'daun pandan yang dianyam tangan di Tasikmalaya' },
    { name: 'Ransel Kanvas Harian', price: 329000, colors: ['Navy', 'Hitam', 'Zaitun', 'Khaki'], detail: 'kanvas tahan air dengan kantong laptop 14 inci' },
    { name: 'Tas Selempang Mini', price: 169000, colors: ['Hitam', 'Merah', 'Krem', 'Sage'], detail: 'cukup untuk ponsel, dompet dan kunci' },
    { name: 'Tote Bag Kanvas Besar', price: 119000, colors: ['Krem', 'Hitam', 'Navy'], detail: 'kanvas tebal untuk belanja dan kuliah' },
    { name: 'Tas Kulit Kerja', price: 649000, colors: ['Cokelat', 'Hitam'], detail: 'kulit asli dengan sekat dokumen' },
    { name: 'Tas Pinggang Sport', price: 139000, colors: ['Hitam', 'Abu-abu', 'Tosca'], detail: 'ringan dan pas di pinggang saat berolahraga' },
    { name: 'Clutch Tenun Ikat', price: 259000, colors: ['Marun', 'Navy', 'Mustard'], detail: 'kain tenun ikat Sumba dengan ritsleting rapi' },
    { name: 'Tas Rotan Bulat', price: 279000, colors: ['Krem', 'Cokelat'], detail: 'rotan bulat khas Bali dengan tali kulit' },
    { name: 'Duffel Bag Akhir Pekan', price: 449000, colors: ['Zaitun', 'Navy', 'Hitam'], detail: 'muat baju untuk tiga hari perjalanan' },
    { name: 'Tas Bahu Kulit Lembut', price: 399000, colors: ['Hitam', 'Cokelat', 'Krem', 'Terakota'], detail: 'kulit domba yang lentur dengan tali bahu lebar' },
    { name: 'Sling Bag Nilon', price: 149000, colors: ['Hitam', 'Lavender', 'Biru'], detail: 'nilon ringan yang mudah dibersihkan' },
  ],
  atasan: [
    { name: 'Kaus Katun Polos', price: 89000, colors: ['Putih', 'Hitam', 'Abu-abu', 'Navy', 'Sage'], detail: 'katun combed 30s yang adem dan tidak menerawang' },
    { name: 'Kemeja Linen Lengan Panjang', price: 279000, colors: ['Putih', 'Krem', 'Biru'], detail: 'linen ringan yang sejuk di cuaca tropis' },
    { name: 'Kemeja Batik Modern', price: 249000, colors: ['Cokelat', 'Navy', 'Marun'], detail: 'batik cap Pekalongan dengan potongan slim' },
    { name: 'Blus Rayon Bunga', price: 159000, colors: ['Merah Muda', 'Krem', 'Lavender'], detail: 'rayon jatuh dengan motif bunga kecil' },
    { name: 'Sweater Rajut Hangat', price: 229000, colors: ['Krem', 'Abu-abu', 'Marun', 'Zaitun'], detail: 'rajutan tebal untuk hujan dan ruangan dingin' },
    { name: 'Kaus Polo Piqué', price: 169000, colors: ['Navy', 'Putih', 'Hitam'], detail: 'piqué katun dengan kerah rapi' },
    { name: 'Hoodie Fleece', price: 299000, colors: ['Hitam', 'Abu-abu', 'Sage'], detail: 'fleece lembut dengan kantong kanguru' },
    { name: 'Kemeja Flanel Kotak', price: 199000, colors: ['Merah', 'Navy', 'Zaitun'], detail: 'flanel tebal bermotif kotak' },
    { name: 'Tunik Katun Longgar', price: 189000, colors: ['Putih', 'Terakota', 'Tosca'], detail: 'potongan longgar yang menutup pinggul' },
    { name: 'Kardigan Tipis', price: 179000, colors: ['Krem', 'Hitam', 'Lavender'], detail: 'rajutan tipis untuk dipakai berlapis' },
    { name: 'Kaus Oversize Grafis', price: 129000, colors: ['Hitam', 'Putih'], detail: 'sablon grafis Langkah di punggung' },
  ],
  bawahan: [
    { name: 'Celana Chino Slim', price: 259000, colors: ['Khaki', 'Navy', 'Hitam'], detail: 'katun twill dengan sedikit stretch' },
    { name: 'Jeans Lurus Klasik', price: 319000, colors: ['Denim', 'Hitam'], detail: 'denim 13 ons dengan potongan lurus' },
    { name: 'Rok Plisket Midi', price: 189000, colors: ['Krem', 'Hitam', 'Sage', 'Marun'], detail: 'plisket permanen yang tetap rapi' },
    { name: 'Celana Kulot Linen', price: 229000, colors: ['Putih', 'Krem', 'Terakota'], detail: 'linen lebar yang ringan dan sejuk' },
    { name: 'Celana Jogger Katun', price: 179000, colors: ['Abu-abu', 'Hitam', 'Navy'], detail: 'pinggang karet dengan tali serut' },
    { name: 'Celana Pendek Cargo', price: 169000, colors: ['Khaki', 'Zaitun', 'Hitam'], detail: 'enam kantong untuk segala keperluan' },
    { name: 'Rok Denim A-Line', price: 199000, colors: ['Denim', 'Hitam'], detail: 'denim lembut berpotongan A' },
    { name: 'Celana Bahan Kantor', price: 279000, colors: ['Hitam', 'Abu-abu', 'Navy'], detail: 'bahan wol campuran yang tidak mudah kusut' },
    { name: 'Sarung Tenun Modern', price: 219000, colors: ['Marun', 'Navy', 'Zaitun'], detail: 'tenun Samarinda yang bisa dipakai sehari-hari' },
    { name: 'Celana Kargo Panjang', price: 289000, colors: ['Zaitun', 'Khaki'], detail: 'kanvas kuat dengan kantong samping' },
    { name: 'Rok Lilit Batik', price: 209000, colors: ['Cokelat', 'Navy', 'Tosca'], detail: 'batik tulis dengan tali lilit di pinggang' },
  ],
  aksesoris: [
    { name: 'Topi Baseball Kanvas', price: 99000, colors: ['Hitam', 'Krem', 'Navy', 'Zaitun'], detail: 'kanvas dengan tali belakang yang bisa diatur', shape: 'cap' },
    { name: 'Ikat Pinggang Kulit', price: 159000, colors: ['Cokelat', 'Hitam'], detail: 'kulit utuh dengan gesper kuningan', shape: 'belt' },
    { name: 'Dompet Lipat Kulit', price: 179000, colors: ['Cokelat', 'Hitam', 'Marun'], detail: 'enam slot kartu dan ruang uang kertas', shape: 'wallet' },
    { name: 'Kacamata Hitam Retro', price: 199000, colors: ['Hitam', 'Cokelat', 'Tosca'], detail: 'lensa UV400 dengan bingkai asetat', shape: 'glasses' },
    { name: 'Syal Tenun Ringan', price: 139000, colors: ['Marun', 'Mustard', 'Sage'], detail: 'tenun katun yang hangat tapi tidak gerah', shape: 'scarf' },
    { name: 'Jam Tangan Minimalis', price: 459000, colors: ['Hitam', 'Cokelat', 'Navy'], detail: 'tali kulit dan kaca safir tahan gores', shape: 'watch' },
    { name: 'Kaus Kaki Katun Isi 3', price: 69000, colors: ['Putih', 'Hitam', 'Abu-abu'], detail: 'katun tebal yang menyerap keringat', shape: 'socks' },
    { name: 'Bucket Hat Denim', price: 119000, colors: ['Denim', 'Krem', 'Hitam'], detail: 'denim lembut dengan lingkar kepala pas', shape: 'bucket' },
    { name: 'Dompet Koin Anyam', price: 49000, colors: ['Krem', 'Merah Muda', 'Tosca', 'Mustard'], detail: 'anyaman pandan mungil dengan ritsleting', shape: 'wallet' },
    { name: 'Gelang Manik Kayu', price: 59000, colors: ['Cokelat', 'Hitam', 'Terakota'], detail: 'manik kayu sonokeling dengan tali elastis', shape: 'bracelet' },
    { name: 'Tali Ponsel Rajut', price: 45000, colors: ['Lavender', 'Sage', 'Terakota', 'Hitam'], detail: 'rajutan tangan dengan pengait kuat', shape: 'strap' },
  ],
};

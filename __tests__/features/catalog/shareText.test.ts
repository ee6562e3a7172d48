import { productShareText, whatsAppShareLink } from '../../../src/features/catalog/shareText';

it('names the product and the price paid today, with the price before a sale', () => {
  expect(productShareText({ name: 'Tas Anyam', price: 189_000 })).toBe('Tas Anyam: Rp\u00a0189.000');
  expect(productShareText({ name: 'Sandal', price: 59_000, salePrice: 49_000 })).toBe('Sandal: Rp\u00a049.000 (diskon dari Rp\u00a059.000)');
  // A "sale" price that is not lower is no sale, as on the page.
  expect(productShareText({ name: 'Sandal', price: 59_000, salePrice: 59_000 })).toBe('Sandal: Rp\u00a059.000');
});

it('puts a hostile name into the WhatsApp link as text, never as more of the URL', () => {
  const href = new URL(whatsAppShareLink('Tas & <b>"kulit"</b>?x=1#y', 'https://tokoku.id/produk/tas'));
  expect(href.origin + href.pathname).toBe('https://wa.me/');
  expect([...href.searchParams.keys()]).toEqual(['text']);
  expect(href.searchParams.get('text')).toBe('Tas & <b>"kulit"</b>?x=1#y\nhttps://tokoku.id/produk/tas');
});

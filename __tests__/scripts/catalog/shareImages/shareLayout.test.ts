/**
 * @jest-environment node
 */
import { formatPrice } from '../../../../src/lib/formatPrice';
import { outlineOf, run, settable } from '../../../../scripts/catalog/shareImages/shareFont';
import { productAlt, shopAlt } from '../../../../scripts/catalog/shareImages/shareAlt';
import { layoutSvg } from '../../../../scripts/catalog/shareImages/shareImageSvg';
import { square } from '../../../../scripts/catalog/shareImages/renderShareImage';
import { COLORS, productLayout, shopLayout, wrap } from '../../../../scripts/catalog/shareImages/shareLayout';
import { productShareText } from '../../../../scripts/catalog/shareImages/writeShareImages';

const texts = (layout: ReturnType<typeof productLayout>) => layout.runs.map(({ text }) => text);

describe('what a share image says', () => {
  it('shows the price paid today as the product page does, and on sale the struck price and the discount', () => {
    const regular = productShareText({ name: 'Sneakers Kanvas', price: 249000 }, 'Langkah');
    expect(regular).toEqual({ name: 'Sneakers Kanvas', price: formatPrice(249000), shop: 'Langkah' });
    // The name at the largest size that fits two lines: here two lines rather than one smaller.
    expect(texts(productLayout(regular))).toEqual(['Sneakers', 'Kanvas', 'Rp\u00a0249.000', 'Langkah']);

    const sale = productShareText({ name: 'Blus Rayon', price: 249000, salePrice: 199000 }, 'Langkah');
    expect(sale).toMatchObject({ price: 'Rp\u00a0199.000', original: 'Rp\u00a0249.000', discount: 20 });
    const layout = productLayout(sale);
    expect(texts(layout)).toEqual(['Blus Rayon', 'Rp\u00a0249.000', '-20%', 'Rp\u00a0199.000', 'Langkah']);
    // Today's price in the sale colour; the original in muted grey, struck by a bar as wide as it is.
    const today = layout.runs.find(({ text }) => text === 'Rp\u00a0199.000')!;
    expect(today.fill).toBe(COLORS.sale);
    const original = layout.runs.find(({ text }) => text === 'Rp\u00a0249.000')!;
    expect(layout.bars.some((bar) => bar.x <= original.x && bar.x + bar.width >= original.x + original.width && bar.y < original.baseline && bar.y > original.baseline - original.size)).toBe(true);
  });

  it('a salePrice not below the price is no sale (the same rule as the product page)', () => {
    expect(productShareText({ name: 'Topi', price: 99000, salePrice: 99000 }, 'Langkah')).toEqual({ name: 'Topi', price: 'Rp\u00a099.000', shop: 'Langkah' });
  });

  it('draws the words as outlines: the price’s own outline is in the layer', () => {
    const layout = productLayout(productShareText({ name: 'Blus Rayon', price: 249000, salePrice: 199000 }, 'Langkah'));
    const svg = layoutSvg(layout);
    const today = layout.runs.find(({ text }) => text === 'Rp\u00a0199.000')!;
    expect(svg).toContain(outlineOf(run('Rp\u00a0199.000', 'extrabold', today.size), today.x, today.baseline));
    expect(svg).not.toMatch(/<text|font-family|NaN/);
  });

  it('wraps a long name to two lines at most, ending in …', () => {
    const name = 'Tas Anyam Pandan Tasikmalaya Ukuran Besar dengan Tali Kulit Asli dan Resleting Kuningan';
    const layout = productLayout(productShareText({ name, price: 1250000 }, 'Langkah'));
    const lines = layout.runs.filter(({ face }) => face === 'bold');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.text.endsWith('…')).toBe(true);
    for (const line of layout.runs) expect(line.x + line.width).toBeLessThanOrEqual(1200 - 56 + 0.5);
    // A single word wider than a line is broken inside, never overflows.
    const long = wrap('A'.repeat(80), 'bold', 60, 400, 2);
    expect(long.lines).toHaveLength(2);
    expect(long.cut).toBe(true);
  });

  it('takes hostile names without crashing: markup stays text, emoji and missing letters are dropped', () => {
    expect(settable('<script>alert("&")</script>')).toBe('<script>alert("&")</script>');
    expect(settable('Kaos 😀 Keren 漢字\u0000\u200b!')).toBe('Kaos Keren !');
    expect(settable('Crème Brûlée')).toBe('Crème Brûlée');
    expect(settable('😀😀')).toBe('');
    const svg = layoutSvg(productLayout(productShareText({ name: '<script>alert(1)</script> & <b>', price: 1000 }, 'A & B <i>')));
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('&');
    expect(svg.match(/<[a-z]+/g)!.every((tag) => ['<svg', '<path', '<rect'].includes(tag))).toBe(true);
    // A name of emoji only still gets an image: the shop's name stands in.
    expect(texts(productLayout(productShareText({ name: '😀😀', price: 1000 }, 'Langkah')))[0]).toBe('Langkah');
  });

  it('says in Indonesian what the picture shows (og:image:alt)', () => {
    expect(productAlt(productShareText({ name: 'Blus Rayon', price: 249000, salePrice: 199000 }, 'Langkah'))).toBe('Foto Blus Rayon, harga diskon Rp\u00a0199.000 dari Rp\u00a0249.000 (hemat 20%), di toko Langkah');
    expect(productAlt(productShareText({ name: 'Topi', price: 99000 }, 'Langkah'))).toBe('Foto Topi, harga Rp\u00a099.000, di toko Langkah');
    expect(shopAlt({ shop: 'Langkah', tagline: 'Melangkah Bersama' }, 4)).toBe('Langkah: Melangkah Bersama, dengan foto 4 produknya');
  });

  it('sets the shop’s own image: its name big, its tagline', () => {
    const layout = shopLayout({ shop: 'Toko Ani', tagline: 'Tas anyam dari Tasikmalaya, dibuat tangan' });
    expect(layout.runs[0]).toMatchObject({ text: 'Toko Ani', fill: COLORS.primary });
    expect(layout.runs.slice(1).map(({ text }) => text).join(' ')).toBe('Tas anyam dari Tasikmalaya, dibuat tangan');
  });

  it('leaves a drawing’s own <text> out of its picture: it would be set in a font of the machine', async () => {
    const drawing = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#efe9e1"/>';
    const plain = await square(Buffer.from(`${drawing}</svg>`), 64);
    const worded = await square(Buffer.from(`${drawing}<text x="10" y="50" font-size="30">Diskon</text></svg>`), 64);
    expect(worded.data.equals(plain.data)).toBe(true);
  });
});

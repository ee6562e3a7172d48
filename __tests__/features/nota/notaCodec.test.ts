import fc from 'fast-check';
import { composeOrderMessage, MAX_MESSAGE_LENGTH } from '../../../src/features/checkout/orderMessage';
import type { NotaOrder } from '../../../src/features/checkout/order/orderRecord';
import { NAMES_UP_TO, notaFragment, notaLink, readNota } from '../../../src/features/nota/notaCodec';
import { demoLines, line, notaOrder, oneLineOrder, twentyLineOrder } from '../../fixtures/notaOrders';

/** What the nota keeps of an order: lines lose their pictures and colour options on purpose. */
const kept = (order: NotaOrder): NotaOrder => ({ ...order, lines: order.lines.map((l) => ({ ...l, image: '', colorOptions: [] })) });

const roundTrip = (order: NotaOrder) => readNota(notaFragment(order));

describe('the nota link', () => {
  it('is the shop’s /nota page with the order in the fragment', () => {
    const link = notaLink(oneLineOrder(), 'https://langkah.example');
    expect(link).toMatch(/^https:\/\/langkah\.example\/nota#1\.[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]+$/);
    expect(readNota(new URL(link).hash)).toEqual({ ok: true, order: kept(oneLineOrder()) });
  });

  it('carries every field back exactly: pictures and colour options left out', () => {
    const order = notaOrder(demoLines.slice(0, 3).map((l) => line(l)));
    order.lines[0] = { ...order.lines[0]!, image: 'img/a.svg', colorOptions: [{ color: 'Putih', image: 'img/a.svg' }] };
    expect(roundTrip(order)).toEqual({ ok: true, order: kept(order) });
  });

  it('keeps hostile text, emoji and numeric ids as they were', () => {
    const hostile = '<img src=x onerror=alert(1)>"\'</script>&amp;\u202e\u0000 😀👩🏽‍💻 ';
    const order = notaOrder([line({ id: 42, name: hostile, price: 1000, selectedColor: hostile, selectedSize: '😀', quantity: 3 })], {
      number: hostile,
      sentAt: 'kemarin sore',
      payment: null,
      uniqueCode: 0,
      toPay: null,
      shipping: { service: null, ongkir: null, grams: 700 },
    });
    order.people = { ...order.people, name: hostile, note: hostile, sender: null, address: { ...order.people.address, street: hostile } };
    expect(roundTrip(order)).toEqual({ ok: true, order: kept(order) });
  });

  it('keeps a custom line’s fields and an address that is only free text', () => {
    const custom = line({ id: 'custom-1', type: 'custom', name: '', price: 0, model: 'Kemeja', material: 'Linen', notes: 'Bordir nama 😀', createdAt: 1732700000000 });
    const order = notaOrder([custom], { shipping: { service: null, ongkir: null, grams: 500, freeFrom: 18000 } });
    order.people.address = { province: null, regency: null, district: null, village: null, postalCode: '', street: 'Jl. Bebas 1, Bandung' };
    expect(roundTrip(order)).toEqual({ ok: true, order: kept(order) });
  });

  it('keeps region levels exactly even when they do not nest', () => {
    const order = oneLineOrder();
    order.people.address = { ...order.people.address, regency: { code: '31.71', name: 'Jakarta Pusat' }, district: null, village: null };
    expect(roundTrip(order)).toEqual({ ok: true, order: kept(order) });
  });

  it('round-trips any order fast-check makes up', () => {
    const text = fc.string({ unit: 'binary', maxLength: 24 });
    const money = fc.integer({ min: 0, max: 10_000_000 });
    const region = (code: string) => fc.option(fc.record({ code: fc.constant(code), name: text }), { nil: null });
    const arbitraryLine = fc.record({ id: fc.oneof(text, fc.integer()), name: text, price: money, quantity: fc.integer({ min: 1, max: 99 }), selectedColor: text, selectedSize: text });
    const order = fc.record({
      number: text,
      sentAt: fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString()),
      lines: fc.array(arbitraryLine.map((l) => line(l)), { maxLength: 5 }),
      shipping: fc.record({ service: fc.option(text, { nil: null }), ongkir: fc.option(money, { nil: null }), grams: money }),
      payment: fc.option(fc.record({ kind: fc.constantFrom('bank', 'ewallet', 'qris', 'cod' as const), label: text }), { nil: null }),
      uniqueCode: fc.integer({ min: 0, max: 999 }),
      goodsTotal: money,
      toPay: fc.option(money, { nil: null }),
      people: fc.record({
        name: text,
        phone: text,
        address: fc.record({ province: region('32'), regency: region('32.73'), district: region('32.73.02'), village: region('32.73.02.1001'), postalCode: text, street: text }),
        sender: fc.option(fc.record({ name: text, phone: text }), { nil: null }),
        note: text,
      }),
    });
    // A long order's link leaves its names out (tested below); everything else comes back.
    const unnamed = (o: NotaOrder) => ({ ...o, lines: o.lines.map((l) => ({ ...l, name: '' })) });
    fc.assert(
      fc.property(order, (o) => {
        const back = roundTrip(o);
        const dropped = back.ok && o.lines.length > 0 && back.order.lines.every((l) => l.name === '');
        expect(back).toEqual({ ok: true, order: kept(dropped ? unnamed(o) : o) });
      }),
      { numRuns: 100 },
    );
  });
});

describe('a link that is not intact', () => {
  const fragment = notaFragment(twentyLineOrder());

  it('says truncated for every cut, down to an empty fragment', () => {
    for (let length = 0; length < fragment.length; length += 1) {
      expect([length, readNota(fragment.slice(0, length))]).toEqual([length, { ok: false, reason: 'truncated' }]);
    }
  });

  it('says damaged for any changed character of the data', () => {
    const data = fragment.lastIndexOf('.') + 1;
    fc.assert(
      fc.property(fc.integer({ min: data, max: fragment.length - 1 }), fc.constantFrom(...'ABCXYZabcxyz0189-_'), (at, char) => {
        fc.pre(fragment[at] !== char);
        expect(readNota(fragment.slice(0, at) + char + fragment.slice(at + 1))).toEqual({ ok: false, reason: 'damaged' });
      }),
    );
  });

  it('says damaged for extra characters and a wrong checksum', () => {
    expect(readNota(`${fragment}A`)).toEqual({ ok: false, reason: 'damaged' });
    const [format, length, , data] = fragment.split('.');
    expect(readNota(`${format}.${length}.0.${data}`)).toEqual({ ok: false, reason: 'damaged' });
  });

  it('says damaged when a made-up link has a fitting checksum but no order inside', () => {
    expect(readNota('1.4.5f7e0il.AAAA')).toMatchObject({ ok: false });
  });

  it('says a later format is not supported', () => {
    expect(readNota(fragment.replace(/^1\./, '2.'))).toEqual({ ok: false, reason: 'unsupported' });
  });

  it('never throws, whatever the text: random strings, cuts and flipped bits', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (junk) => void readNota(junk)), { numRuns: 1000 });
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.abcdefz-_ABCXYZ'), maxLength: 60 }), (junk) => void readNota(junk)));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: fragment.length - 1 }), fc.integer({ min: 0, max: 15 }), (at, bit) => {
        const flipped = String.fromCharCode(fragment.charCodeAt(at) ^ (1 << bit));
        const result = readNota(fragment.slice(0, at) + flipped + fragment.slice(at + 1));
        expect(result.ok).toBe(false);
      }),
    );
    expect(readNota(undefined as unknown as string)).toEqual({ ok: false, reason: 'damaged' });
    expect(readNota('1.1.1.'.padEnd(30_000, 'A'))).toEqual({ ok: false, reason: 'damaged' });
  });
});

describe('the link’s length', () => {
  const buyerOf = ({ people }: NotaOrder) => ({
    name: people.name,
    phone: people.phone,
    address: people.address,
    dropship: people.sender !== null,
    senderName: people.sender?.name ?? '',
    senderPhone: people.sender?.phone ?? '',
    note: people.note,
  });

  it('measures a 1-line and a 20-line order with a 300-character street', () => {
    const one = notaFragment(oneLineOrder()).length;
    const twenty = notaFragment(twentyLineOrder()).length;
    // Figures of 27 November 2026: 497 and 735 characters (about 1,060 with the 20 names).
    console.log(`nota fragment: 1 line ${one} characters, 20 lines ${twenty} characters`);
    expect(one).toBeLessThanOrEqual(NAMES_UP_TO);
    expect(twenty).toBeLessThan(800);
  });

  it('drops the names of a long order, and only there', () => {
    const twenty = readNota(notaFragment(twentyLineOrder()));
    expect(twenty.ok && twenty.order.lines.map((l) => l.name)).toEqual(Array(20).fill(''));
    expect(twenty.ok && twenty.order.lines.map(({ id, price, quantity }) => [id, price, quantity])).toEqual(demoLines.map(({ id, price, quantity }) => [id, price, quantity]));
    const one = readNota(notaFragment(oneLineOrder()));
    expect(one.ok && one.order.lines[0]!.name).toBe('Sneakers Kanvas Klasik');
  });

  it('leaves room in the WhatsApp message for the link of a 20-line order', () => {
    const order = twentyLineOrder();
    const message = composeOrderMessage(order.lines, buyerOf(order), { shipping: order.shipping });
    const link = notaLink(order, 'https://www.langkah-toko.id');
    // 2,744 + 768 today; the order number and the payment lines (issue 52) take about 150 more.
    expect(message.length + '\n\nNota: '.length + link.length + 150).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  });
});

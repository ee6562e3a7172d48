import { decodeOrderHistory } from '../../../src/features/orderHistory/orderHistoryStorage';

const line = { id: 'lk-001', name: 'Sneakers Kanvas', price: 249_000, image: '/a.jpg', quantity: 2, selectedColor: 'Hitam', selectedSize: '40', colorOptions: [] };

it('loads a history stored before orders were numbered (id, sentAt, lines, total) as orders without a number', () => {
  const stored = JSON.stringify([{ id: 'Xy12abC9_q', sentAt: '2026-11-01T10:00:00.000Z', lines: [line], total: 498_000 }]);
  expect(decodeOrderHistory(stored)).toEqual([
    {
      id: 'Xy12abC9_q',
      number: null,
      sentAt: '2026-11-01T10:00:00.000Z',
      lines: [line],
      shipping: { service: null, ongkir: null, grams: 0 },
      payment: null,
      uniqueCode: 0,
      goodsTotal: 498_000,
      toPay: null,
    },
  ]);
});

it('keeps a numbered order whole, keyed by its number, and drops what it should not hold', () => {
  const order = {
    id: 'LK-7F3K-2Q9D',
    number: 'LK-7F3K-2Q9D',
    sentAt: '2026-11-27T10:00:00.000Z',
    lines: [line],
    shipping: { service: 'JNE REG', ongkir: 14_000, grams: 1_000, days: '1-2' },
    payment: { kind: 'bank', label: 'BCA' },
    uniqueCode: 123,
    goodsTotal: 498_000,
    toPay: 512_123,
  };
  expect(decodeOrderHistory(JSON.stringify([{ ...order, name: 'Ayu', phone: '0812' }]))).toEqual([order]);
});

it('reads a damaged payment or shipping as none rather than dropping the order', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const [order] = decodeOrderHistory(
    JSON.stringify([{ number: 'LK-AAAA-BBBB', sentAt: '2026-11-27T10:00:00.000Z', lines: [line], goodsTotal: 498_000, shipping: 'x', payment: { kind: 'cek' }, toPay: null }]),
  );
  expect(order).toMatchObject({ id: 'LK-AAAA-BBBB', shipping: { service: null, ongkir: null, grams: 0 }, payment: null, uniqueCode: 0 });
  expect(decodeOrderHistory(JSON.stringify([{ sentAt: '2026-11-27T10:00:00.000Z', lines: [line], total: 1 }]))).toEqual([]);
  warn.mockRestore();
});

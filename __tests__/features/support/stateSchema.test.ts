import * as v from 'valibot';
import { makeStore } from '../../../src/app/store';
import { shopReducer } from '../../../src/app/rootReducer';
import { itemAdded } from '../../../src/features/cart/cartSlice';
import { paymentChosen, shippingChosen } from '../../../src/features/checkout/shippingSlice';
import type { OrderRecord } from '../../../src/features/checkout/order/orderRecord';
import { orderSent } from '../../../src/features/orderHistory/orderHistorySlice';
import type { OrderHistoryState } from '../../../src/features/orderHistory/orderHistoryTypes';
import { serializeLogFile, toLogFile } from '../../../src/features/support/logFile';
import { replayLogFile } from '../../../src/features/support/replay';
import { sliceSchemas, type SameShape } from '../../../src/features/support/stateSchema';

const line = { id: 'lk-001', name: 'Sneakers Kanvas Klasik', price: 249_000, image: '/p.svg', quantity: 2, selectedColor: 'Putih', selectedSize: '42', colorOptions: [] };
const order: OrderRecord = {
  number: 'LK-7F3K-2Q9D',
  sentAt: '2026-11-29T03:00:00.000Z',
  lines: [line],
  shipping: { service: 'JNE REG', ongkir: 12_000, grams: 1000, days: '2-3' },
  payment: { kind: 'bank', label: 'BCA' },
  uniqueCode: 123,
  goodsTotal: 498_000,
  toPay: 510_123,
};

describe('the log schema is the shape the slices really have', () => {
  it('would have refused the old order-history shape at compile time (orders with `total`, no goodsTotal)', () => {
    // The schema that broke every log of a browser that had ordered: `false` is the compile-time verdict.
    const _oldSchema = v.object({ orders: v.array(v.object({ id: v.string(), sentAt: v.string(), lines: v.array(v.unknown()), total: v.number() })) });
    const verdict: SameShape<v.InferOutput<typeof _oldSchema>, OrderHistoryState> = false;
    const today: SameShape<v.InferOutput<typeof sliceSchemas.orderHistory>, OrderHistoryState> = true;
    expect([verdict, today]).toEqual([false, true]);
  });

  it('a log whose session sent an order (kept in the baseline and as an action) replays', () => {
    const store = makeStore();
    store.dispatch(orderSent(order));
    store.actionLog.clear(); // the first order is now in the log's baseline, as after a reload
    store.dispatch(itemAdded(line));
    store.dispatch(shippingChosen({ service: 'JNE REG', ongkir: 12_000 }));
    store.dispatch(paymentChosen({ kind: 'bank', label: 'BCA', uniqueCode: 123 }));
    store.dispatch(orderSent({ ...order, number: 'LK-AAAA-BBBB' }));
    const file = serializeLogFile(toLogFile(store.actionLog.getSnapshot()));
    const replayed = replayLogFile(file, shopReducer);
    expect(replayed.ok ? '' : replayed.error).toBe('');
    expect((replayed.ok && (replayed.value.final.orderHistory as OrderHistoryState).orders.map((o) => o.number)) || []).toEqual(['LK-AAAA-BBBB', 'LK-7F3K-2Q9D']);
  });

  it('still refuses what the shop never makes: a negative goods total, a fractional kode unik', () => {
    for (const bad of [{ ...order, goodsTotal: -1 }, { ...order, uniqueCode: 1.5 }]) {
      const state = { orders: [{ id: bad.number, ...bad }] };
      expect(v.safeParse(sliceSchemas.orderHistory, state).success).toBe(false);
    }
  });
});

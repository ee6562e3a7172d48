/**
 * Emitted by `npm run replay -- --emit-test` from contoh.json
 * on 2026-11-25T12:26:21.108Z: 6 actions, replayed with the shop's reducers.
 * It expects what they gave then: the cart after each cart action and the final state.
 * A failure means a reducer now behaves differently: a bug, or a deliberate change (emit it again).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { replayForTest } from '../../src/app/replayForTest';

const replay = replayForTest(readFileSync(path.join(__dirname, "contoh-sandal-digabung.log.json"), 'utf8'));

describe("log contoh-sandal-digabung.log.json diputar ulang", () => {
  it("keranjang setelah aksi #1 (cart/itemAdded)", () => {
    expect(replay.step(1)).toEqual({
      "type": "cart/itemAdded",
      "cart": [
        {
          "id": "sandal",
          "name": "Sandal Kulit",
          "price": 120000,
          "image": "/s.svg",
          "quantity": 1,
          "selectedColor": "Cokelat",
          "selectedSize": "41",
          "colorOptions": []
        }
      ]
    });
  });

  it("keranjang setelah aksi #2 (cart/itemAdded)", () => {
    expect(replay.step(2)).toEqual({
      "type": "cart/itemAdded",
      "cart": [
        {
          "id": "sandal",
          "name": "Sandal Kulit",
          "price": 120000,
          "image": "/s.svg",
          "quantity": 2,
          "selectedColor": "Cokelat",
          "selectedSize": "41",
          "colorOptions": []
        }
      ]
    });
  });

  it("keranjang setelah aksi #3 (cart/itemUpdated)", () => {
    expect(replay.step(3)).toEqual({
      "type": "cart/itemUpdated",
      "cart": [
        {
          "id": "sandal",
          "name": "Sandal Kulit",
          "price": 120000,
          "image": "/s.svg",
          "quantity": 5,
          "selectedColor": "Cokelat",
          "selectedSize": "41",
          "colorOptions": []
        }
      ]
    });
  });

  it("keranjang setelah aksi #6 (cart/itemAdded)", () => {
    expect(replay.step(6)).toEqual({
      "type": "cart/itemAdded",
      "cart": [
        {
          "id": "sandal",
          "name": "Sandal Kulit",
          "price": 120000,
          "image": "/s.svg",
          "quantity": 5,
          "selectedColor": "Cokelat",
          "selectedSize": "41",
          "colorOptions": []
        },
        {
          "id": "tas",
          "name": "Tas Anyam",
          "price": 150000,
          "image": "/t.svg",
          "quantity": 1,
          "selectedColor": "Natural",
          "selectedSize": "",
          "colorOptions": []
        }
      ]
    });
  });

  it('keadaan akhir', () => {
    // Slices the shop gains later start empty in a replay; only these are checked.
    const expected = {
      "cart": {
        "items": [
          {
            "id": "sandal",
            "name": "Sandal Kulit",
            "price": 120000,
            "image": "/s.svg",
            "quantity": 5,
            "selectedColor": "Cokelat",
            "selectedSize": "41",
            "colorOptions": []
          },
          {
            "id": "tas",
            "name": "Tas Anyam",
            "price": 150000,
            "image": "/t.svg",
            "quantity": 1,
            "selectedColor": "Natural",
            "selectedSize": "",
            "colorOptions": []
          }
        ]
      },
      "theme": {
        "mode": "dark",
        "systemPrefersDark": false
      },
      "ui": {
        "overlay": "search"
      },
      "catalog": {
        "status": "idle",
        "categories": [],
        "products": [],
        "error": null
      }
    };
    expect(replay.finalSlices(Object.keys(expected))).toEqual(expected);
  });
});

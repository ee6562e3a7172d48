import { encodeRevision, readRevision } from '../../src/lib/listRevision';

// What another writer may leave: the same list with one character changed, anywhere.
const stored = JSON.stringify([{ id: 'sandal-jepit', name: 'Sandal "Jepit" Ungu 👡', quantity: 2, selectedSize: '39' }, { id: 7, name: 'Kaus ñandú', quantity: 1 }]);

describe('a list’s provenance stamp', () => {
  it('describes the value it was made for', () => {
    expect(readRevision(encodeRevision(['b', 'a'], stored), stored)).toEqual({ seen: ['b', 'a'], matches: true });
    expect(readRevision(encodeRevision(['a'], null), null)).toEqual({ seen: ['a'], matches: true });
  });

  it('no longer describes it after any one character changed, was added or was cut', () => {
    const stamp = encodeRevision(['a'], stored);
    const changed = new Set<string>([`${stored}]`, '']);
    for (let at = 0; at < stored.length; at += 1) {
      changed.add(stored.slice(0, at) + String.fromCharCode(stored.charCodeAt(at) === 0x31 ? 0x32 : 0x31) + stored.slice(at + 1));
      changed.add(stored.slice(0, at) + stored.slice(at + 1));
    }
    changed.delete(stored);
    for (const other of changed) expect([other, readRevision(stamp, other)?.matches]).toEqual([other, false]);
    expect(readRevision(stamp, null)?.matches).toBe(false);
  });

  it('is ignored when absent or unreadable', () => {
    for (const stamp of [null, '', 'not json', '{"h":"x"}', '{"v":[]}', '{"v":[1,2]}']) expect(readRevision(stamp, stored)).toBeNull();
  });
});

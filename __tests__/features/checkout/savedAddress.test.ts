import { emptyAddress } from '../../../src/features/checkout/address/addressTypes';
import { forgetAddress, readSavedAddress, SAVED_ADDRESS_KEY, saveAddress, type SavedAddress } from '../../../src/features/checkout/savedAddress';

const saved: SavedAddress = {
  name: 'Ayu',
  phone: '0812 3456 7890',
  address: { ...emptyAddress, province: { code: '32', name: 'Jawa Barat' }, regency: { code: '32.73', name: 'Kota Bandung' }, district: { code: '32.73.01', name: 'Coblong' }, postalCode: '40132', street: 'Jl. Melati 5' },
};

afterEach(() => localStorage.clear());

it('keeps the name, number and address on this device, and forgets them', () => {
  expect(readSavedAddress()).toBeNull();
  expect(saveAddress(saved)).toBe(true);
  expect(readSavedAddress()).toEqual(saved);
  expect(forgetAddress()).toBe(true);
  expect(localStorage.getItem(SAVED_ADDRESS_KEY)).toBeNull();
});

it.each([
  ['invalid JSON', '{"name":'],
  ['a non-object', '[1,2]'],
  ['a wrong region code', JSON.stringify({ ...saved, address: { ...saved.address, province: { code: '<script>', name: 'x' } } })],
  ['a six-digit kode pos', JSON.stringify({ ...saved, address: { ...saved.address, postalCode: '401321' } })],
  ['a street over 300 characters', JSON.stringify({ ...saved, address: { ...saved.address, street: 'x'.repeat(301) } })],
])('ignores %s, and leaves it as it is', (_, raw) => {
  localStorage.setItem(SAVED_ADDRESS_KEY, raw);
  expect(readSavedAddress()).toBeNull();
  expect(localStorage.getItem(SAVED_ADDRESS_KEY)).toBe(raw);
});

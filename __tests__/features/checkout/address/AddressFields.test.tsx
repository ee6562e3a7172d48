import { useEffect, useRef, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { AddressFields, addressFieldOrder, validateAddress, type AddressMode } from '../../../../src/features/checkout/address/AddressFields';
import { emptyAddress, type StructuredAddress } from '../../../../src/features/checkout/address/addressTypes';
import { renderWithProviders } from '../../../test-utils';
import { builtRegions, serveRegionFiles, type RegionFetchFailure } from '../../../fixtures/regionFetch';

/** The address as a checkout holds it: state, errors once she tries to send, focus on the first invalid field. */
/** What the checkout holds, read by the tests after each step. */
const seen: { address?: StructuredAddress; mode?: AddressMode } = {};

function Checkout() {
  const [address, setAddress] = useState(emptyAddress);
  const [mode, setMode] = useState<AddressMode>('regions');
  const [attempted, setAttempted] = useState(false);
  const refs = useRef({});
  useEffect(() => {
    seen.address = address;
    seen.mode = mode;
  });
  const errors = attempted ? validateAddress(address, mode) : {};
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        const first = addressFieldOrder.find((field) => validateAddress(address, mode)[field]);
        if (first) (refs.current as Record<string, HTMLElement | null>)[first]?.focus();
      }}
    >
      <AddressFields value={address} onChange={setAddress} errors={errors} fieldRefs={refs} onModeChange={setMode} />
      <button type="submit">Pesan via WhatsApp</button>
    </form>
  );
}

function setup(fail?: RegionFetchFailure) {
  const asked = serveRegionFiles(fail);
  delete seen.address;
  delete seen.mode;
  const result = renderWithProviders(<Checkout />);
  return { ...result, asked, seen };
}

const combobox = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name.replace('/', '\\/')}`) });
const optionNames = () => within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);

describe('the structured address', () => {
  test('nothing is fetched until she reaches the form; then only the provinces', async () => {
    const { user, asked } = setup();
    expect(asked).toEqual([]);
    await user.click(combobox('Provinsi'));
    await waitFor(() => expect(asked).toEqual(['provinsi.json']));
  });

  test("keyboard only: type 'bdg', ArrowDown, Enter picks; Escape closes; each level narrows the next", async () => {
    const { user, seen, asked } = setup();
    await user.click(combobox('Provinsi'));
    await user.keyboard('{Escape}');
    await user.type(combobox('Provinsi'), 'jawa barat');
    expect(await screen.findByRole('option', { name: 'Jawa Barat' })).toBeInTheDocument();
    expect(combobox('Provinsi')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(combobox('Provinsi')).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Jawa Barat' }).id);
    expect(screen.getByRole('option', { name: 'Jawa Barat' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(combobox('Provinsi')).toHaveValue('Jawa Barat');
    expect(combobox('Provinsi')).toHaveAttribute('aria-expanded', 'false');
    expect(seen.address?.province).toEqual({ code: '32', name: 'Jawa Barat' });

    await user.tab();
    expect(combobox('Kota/Kabupaten')).toHaveFocus();
    await user.keyboard('bdg');
    await waitFor(() => expect(optionNames()).toEqual(expect.arrayContaining(['Kabupaten Bandung', 'Kota Bandung'])));
    expect(optionNames()).not.toContain('Kota Bogor');
    await user.keyboard('{Escape}');
    expect(combobox('Kota/Kabupaten')).toHaveAttribute('aria-expanded', 'false');
    expect(seen.address?.regency).toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(seen.address?.regency).toEqual({ code: '32.04', name: 'Kabupaten Bandung' });
    await user.clear(combobox('Kota/Kabupaten'));
    await user.keyboard('kota bdg{ArrowDown}{Enter}');
    expect(seen.address?.regency).toEqual({ code: '32.73', name: 'Kota Bandung' });
    expect(asked).toEqual(['provinsi.json', 'provinsi/32.json', 'kota/32.04.json', 'kota/32.73.json']);

    await user.tab();
    await user.keyboard('cob');
    await screen.findByRole('option', { name: 'Coblong' });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.tab();
    expect(combobox('Kelurahan/Desa')).toHaveFocus();
    // Alt+ArrowDown opens the list without moving into it; End and Home go to its ends.
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(optionNames()).toEqual(['Cipaganti', 'Lebak Gede', 'Sadang Serang', 'Dago', 'Sekeloa', 'Lebak Siliwangi']);
    expect(combobox('Kelurahan/Desa')).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{End}');
    expect(screen.getByRole('option', { name: 'Lebak Siliwangi' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(seen.address).toMatchObject({
      province: { code: '32' },
      regency: { code: '32.73' },
      district: { code: '32.73.02', name: 'Coblong' },
      village: { code: '32.73.02.1004', name: 'Dago' },
    });
  });

  test('changing a level clears the ones below; clicking an option picks it', async () => {
    const { user, seen } = setup();
    await user.click(combobox('Provinsi'));
    await user.click(await screen.findByRole('option', { name: 'Jawa Barat' }));
    await user.click(combobox('Kota/Kabupaten'));
    await user.click(await screen.findByRole('option', { name: 'Kota Bandung' }));
    await user.click(combobox('Kecamatan'));
    await user.click(await screen.findByRole('option', { name: 'Coblong' }));
    expect(combobox('Kelurahan/Desa')).toBeEnabled();

    await user.clear(combobox('Provinsi'));
    await user.type(combobox('Provinsi'), 'jawa tengah');
    await user.click(await screen.findByRole('option', { name: 'Jawa Tengah' }));
    expect(seen.address).toMatchObject({ province: { code: '33' }, regency: null, district: null, village: null });
    expect(combobox('Kota/Kabupaten')).toHaveValue('');
    expect(combobox('Kecamatan')).toBeDisabled();
    expect(combobox('Kelurahan/Desa')).toBeDisabled();
  });

  test('a long list shows 50 options and says how many more match', async () => {
    const { data } = builtRegions();
    // The kecamatan with the most villages, found in the data rather than typed in.
    const counts = new Map<string, number>();
    for (const village of data.villages) counts.set(village.parent, (counts.get(village.parent) ?? 0) + 1);
    const [districtCode, villageCount] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const district = data.districts.find((row) => row.code === districtCode)!;
    const regency = data.regencies.find((row) => row.code === district.parent)!;
    const province = data.provinces.find((row) => row.code === regency.parent)!;
    const { user } = setup();
    for (const [label, name] of [
      ['Provinsi', province.name],
      ['Kota/Kabupaten', regency.name],
      ['Kecamatan', district.name],
    ] as const) {
      await user.click(combobox(label));
      await user.click(await screen.findByRole('option', { name }));
    }
    await user.click(combobox('Kelurahan/Desa'));
    expect(await screen.findAllByRole('option')).toHaveLength(50);
    expect(screen.getByText(`${villageCount - 50} lagi cocok. Ketik untuk mempersempit…`)).toBeVisible();
  });

  test('typed text that names no option is not a choice: sending says so and focuses it', async () => {
    const { user, seen } = setup();
    await user.type(combobox('Provinsi'), 'Jawa Baratxyz'); // three letters off: not a typo of one place
    expect(await screen.findByText(/Tidak ada yang cocok/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
    expect(seen.address?.province).toBeNull();
    expect(combobox('Provinsi')).toHaveAccessibleDescription('Pilih provinsi dari daftar.');
    expect(combobox('Provinsi')).toHaveFocus();
    expect(combobox('Provinsi')).toHaveAttribute('aria-invalid', 'true');
  });

  test("Enter (a phone's Go key) takes the first match of what she typed; Tab after an exact name lands on the next level, never past it", async () => {
    const { user, seen } = setup();
    await user.type(combobox('Provinsi'), 'jabar');
    await screen.findByRole('option', { name: 'Jawa Barat' });
    expect(screen.getByRole('option', { name: 'Jawa Barat' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(seen.address?.province).toEqual({ code: '32', name: 'Jawa Barat' });
    await user.tab();
    await user.keyboard('kota bandung');
    await screen.findByRole('option', { name: 'Kota Bandung' });
    await user.tab();
    expect(seen.address?.regency).toEqual({ code: '32.73', name: 'Kota Bandung' });
    expect(combobox('Kecamatan')).toHaveFocus();
    await user.keyboard('Coblong');
    await screen.findByRole('option', { name: 'Coblong' });
    await user.tab();
    expect(seen.address?.district?.name).toBe('Coblong');
    expect(combobox('Kelurahan/Desa')).toHaveFocus(); // enabled by the choice Tab made, not skipped
  });

  test('a name typed exactly, as one option has it, is chosen on leaving the box', async () => {
    const { user, seen } = setup();
    await user.type(combobox('Provinsi'), 'JAWA BARAT');
    await screen.findByRole('option', { name: 'Jawa Barat' });
    await user.tab();
    expect(seen.address?.province).toEqual({ code: '32', name: 'Jawa Barat' });
    expect(combobox('Provinsi')).toHaveValue('Jawa Barat');
  });

  test('kode pos takes five digits; the street has its limit and its autocomplete', async () => {
    const { user, seen } = setup();
    const postalCode = screen.getByRole('textbox', { name: /^Kode pos/ });
    expect(postalCode).toHaveAttribute('inputmode', 'numeric');
    await user.type(postalCode, '40 13x2');
    expect(seen.address?.postalCode).toBe('40132');
    const street = screen.getByRole('textbox', { name: /^Alamat \(jalan/ });
    expect(street).toHaveAttribute('maxlength', '300');
    expect(street).toHaveAttribute('autocomplete', 'street-address');
    expect(screen.getByRole('link', { name: 'idn-area-data' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test.each([
    ['offline', 'offline' as const],
    ['a broken file', 'broken' as const],
    ['a missing file', 'notFound' as const],
  ])('if the region files cannot be loaded (%s): one sentence, and the free-text address, keeping what she chose', async (_, failure) => {
    const { user, seen } = setup((path) => (path.startsWith('kota/') ? failure : null));
    await user.type(screen.getByRole('textbox', { name: /^Alamat \(jalan/ }), 'Jl. Dago 12');
    await user.click(combobox('Provinsi'));
    await user.click(await screen.findByRole('option', { name: 'Jawa Barat' }));
    await user.click(combobox('Kota/Kabupaten'));
    await user.click(await screen.findByRole('option', { name: 'Kota Bandung' }));
    // The kecamatan file fails (offline: after one more try a second later).
    expect(await screen.findByText('Daftar wilayah tidak bisa dimuat; tulis alamat lengkap di bawah.', {}, { timeout: 3000 })).toBeVisible();
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    const street = screen.getByRole('textbox', { name: /^Alamat lengkap/ });
    expect(street).toHaveValue('Jl. Dago 12, Kota Bandung, Jawa Barat');
    expect(seen.mode).toBe('freeText');
    await user.clear(street);
    await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
    expect(street).toHaveFocus();
    expect(street).toHaveAccessibleDescription(/Isi alamat lengkap/);
    await user.type(street, 'Jl. Dago 12, Coblong, Kota Bandung');
    expect(validateAddress(seen.address!, 'freeText')).toEqual({});
  });
});

describe('validateAddress', () => {
  const chosen: StructuredAddress = {
    province: { code: '32', name: 'Jawa Barat' },
    regency: { code: '32.73', name: 'Kota Bandung' },
    district: { code: '32.73.02', name: 'Coblong' },
    village: null,
    postalCode: '',
    street: 'Jl. Dago 12',
  };
  test('province, kota and kecamatan and the street are needed; kelurahan and kode pos are not', () => {
    expect(validateAddress(chosen, 'regions')).toEqual({});
    expect(Object.keys(validateAddress(emptyAddress, 'regions'))).toEqual(['province', 'regency', 'district', 'street']);
    expect(validateAddress({ ...chosen, postalCode: '4013' }, 'regions')).toEqual({ postalCode: 'Kode pos 5 angka, misalnya 40132.' });
    expect(validateAddress({ ...chosen, street: 'x'.repeat(301) }, 'regions').street).toMatch(/300 karakter/);
  });
  test('free text: only the street', () => {
    expect(Object.keys(validateAddress(emptyAddress, 'freeText'))).toEqual(['street']);
    expect(validateAddress({ ...emptyAddress, street: 'Jl. Dago 12, Bandung' }, 'freeText')).toEqual({});
  });
});

import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { Field } from '../../../components/form/Field';
import { FormNotice, Input, TextArea } from '../../../components/form/controls';
import { MAX_STREET_LENGTH, type Region, type StructuredAddress } from './addressTypes';
import { asFreeText, type AddressErrors, type AddressField, type AddressMode } from './addressValidation';
import { RegionCombobox } from './RegionCombobox';
import { loadDistricts, loadProvinces, loadRegencies } from './regionFilesClient';
import { indexRegions } from './regionSearch';
import { useRegionFile } from './useRegionFile';

export { addressFieldOrder, validateAddress, type AddressErrors, type AddressField, type AddressMode } from './addressValidation';

export interface AddressFieldsProps {
  value: StructuredAddress;
  onChange: (next: StructuredAddress) => void;
  /** From validateAddress(value, mode), once she has tried to send. */
  errors: AddressErrors;
  /** Filled with each field's control (null when not shown), to focus the first invalid one. */
  fieldRefs: RefObject<Partial<Record<AddressField, HTMLElement | null>>>;
  /** 'freeText' once the region files cannot be loaded: validate with that mode from then on. */
  onModeChange?: (mode: AddressMode) => void;
  /** False when the order is collected at the shop: the street is then optional. */
  streetRequired?: boolean;
}

const provincesOnce = () => loadProvinces();
const DATASET_URL = 'https://github.com/fityannugroho/idn-area-data';

/**
 * The destination as Indonesia's administrative levels (each narrowed by the one above; changing
 * one clears those below), the kode pos and the street. The provinces are fetched once the shopper
 * reaches the form (it scrolls near or gains focus), each province's and kota's file when she picks
 * one. If any cannot be loaded, one sentence says so and a single free-text address takes over,
 * keeping what she chose: the order never waits on these files.
 */
export function AddressFields({ value, onChange, errors, fieldRefs, onModeChange, streetRequired = true }: AddressFieldsProps) {
  const group = useRef<HTMLFieldSetElement>(null);
  // A remembered address names its levels already: their lists are wanted at once.
  const [reached, setReached] = useState(value.province !== null);
  const [mode, setMode] = useState<AddressMode>('regions');

  useEffect(() => {
    if (reached || !group.current || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setReached(true), { rootMargin: '200px' });
    observer.observe(group.current);
    return () => observer.disconnect();
  }, [reached]);

  // The address as it is when a file fails (its promise settles after this render).
  const latest = useRef({ value, onChange, onModeChange });
  useEffect(() => {
    latest.current = { value, onChange, onModeChange };
  });
  const fellBack = useRef(false);
  const fallBack = () => {
    if (fellBack.current) return;
    fellBack.current = true;
    setMode('freeText');
    latest.current.onModeChange?.('freeText');
    latest.current.onChange(asFreeText(latest.current.value));
  };

  const regions = mode === 'regions';
  const provinces = useRegionFile(regions && reached ? 'all' : null, provincesOnce, fallBack);
  const regencies = useRegionFile(regions ? (value.province?.code ?? null) : null, loadRegencies, fallBack);
  const districts = useRegionFile(regions ? (value.regency?.code ?? null) : null, loadDistricts, fallBack);

  const provinceIndex = useMemo(() => (provinces.status === 'ready' ? indexRegions(provinces.data, 'province') : undefined), [provinces]);
  const regencyIndex = useMemo(() => (regencies.status === 'ready' ? indexRegions(regencies.data, 'regency') : undefined), [regencies]);
  const districtIndex = useMemo(() => (districts.status === 'ready' ? indexRegions(districts.data, 'district') : undefined), [districts]);
  const districtCode = value.district?.code;
  const villageIndex = useMemo(() => {
    const district = districts.status === 'ready' ? districts.data.find((entry) => entry.code === districtCode) : undefined;
    return district ? indexRegions(district.villages, 'village') : undefined;
  }, [districts, districtCode]);

  const refFor = (field: AddressField) => (node: HTMLElement | null) => {
    fieldRefs.current[field] = node;
  };
  const pick = (changes: Partial<StructuredAddress>) => onChange({ ...value, ...changes });
  const below = { regency: null, district: null, village: null } satisfies Partial<StructuredAddress>;

  const credit = (
    <Credit>
      Data wilayah:{' '}
      <a href={DATASET_URL} target="_blank" rel="noopener noreferrer">
        idn-area-data
      </a>{' '}
      (ODbL)
    </Credit>
  );

  if (!regions) {
    return (
      <Group ref={group}>
        <Legend>Alamat pengiriman</Legend>
        <FormNotice role="status">Daftar wilayah tidak bisa dimuat; tulis alamat lengkap di bawah.</FormNotice>
        <Field label="Alamat lengkap" required hint="Jalan, nomor rumah, RT/RW, kelurahan, kecamatan, kota/kabupaten, provinsi dan kode pos." error={errors.street}>
          {(control) => (
            <TextArea
              {...control}
              ref={refFor('street')}
              autoComplete="street-address"
              rows={4}
              maxLength={MAX_STREET_LENGTH}
              value={value.street}
              onChange={(event) => pick({ street: event.target.value })}
            />
          )}
        </Field>
      </Group>
    );
  }

  return (
    <Group ref={group} onFocus={() => setReached(true)}>
      <Legend>Alamat pengiriman</Legend>
      <RegionCombobox
        label="Provinsi"
        required
        index={provinceIndex}
        value={value.province}
        onSelect={(province: Region | null) => pick({ province, ...below })}
        error={errors.province}
        inputRef={refFor('province')}
      />
      <RegionCombobox
        key={`regency-${value.province?.code}`}
        label="Kota/Kabupaten"
        required
        index={regencyIndex}
        waitingFor={value.province ? undefined : 'provinsi'}
        value={value.regency}
        onSelect={(regency) => pick({ regency, district: null, village: null })}
        error={errors.regency}
        inputRef={refFor('regency')}
      />
      <RegionCombobox
        key={`district-${value.regency?.code}`}
        label="Kecamatan"
        required
        index={districtIndex}
        waitingFor={value.regency ? undefined : 'kota/kabupaten'}
        value={value.district}
        onSelect={(district) => pick({ district, village: null })}
        error={errors.district}
        inputRef={refFor('district')}
      />
      <RegionCombobox
        key={`village-${districtCode}`}
        label="Kelurahan/Desa"
        index={villageIndex}
        waitingFor={value.district ? undefined : 'kecamatan'}
        value={value.village}
        onSelect={(village) => pick({ village })}
        error={errors.village}
        inputRef={refFor('village')}
      />
      <Field label="Kode pos" error={errors.postalCode}>
        {(control) => (
          <PostalCode
            {...control}
            ref={refFor('postalCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={value.postalCode}
            // Digits only: '40 132' and '40132 ' are what she meant.
            onChange={(event) => pick({ postalCode: event.target.value.replace(/\D/g, '').slice(0, 5) })}
          />
        )}
      </Field>
      <Field label="Alamat (jalan, nomor rumah, RT/RW, patokan)" required={streetRequired} error={errors.street}>
        {(control) => (
          <TextArea
            {...control}
            ref={refFor('street')}
            autoComplete="street-address"
            rows={3}
            maxLength={MAX_STREET_LENGTH}
            value={value.street}
            onChange={(event) => pick({ street: event.target.value })}
          />
        )}
      </Field>
      {credit}
    </Group>
  );
}

const Group = styled.fieldset`
  display: grid;
  gap: 14px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 10px;
  font-size: 17px;
  font-weight: 700;
`;

const PostalCode = styled(Input)`
  max-width: 10em;
`;

const Credit = styled.p`
  margin: -6px 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: inherit;
    text-decoration: underline;
    display: inline-block;
    padding: 12px 0;
    margin: -12px 0;
  }
`;

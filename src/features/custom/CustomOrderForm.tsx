import styled from 'styled-components';
import { media } from '../../styles/breakpoints';
import { Field } from '../../components/form/Field';
import { Input, Select, TextArea } from '../../components/form/controls';
import { PrimaryButton } from '../../components/PrimaryButton';
import { baseModels, materials } from './customOrder';
import { useCustomOrderForm } from './useCustomOrderForm';

/** A made-to-order item: what to start from, in which size, color and material, with what text. */
export function CustomOrderForm() {
  const { form, errors, fieldRefs, change, submit } = useCustomOrderForm();
  return (
    <Form noValidate onSubmit={submit} aria-label="Pesanan custom">
      <Field label="Model dasar" required error={errors.model}>
        {(control) => (
          <Select {...control} ref={(node) => void (fieldRefs.current.model = node)} value={form.model} onChange={(event) => change('model', event.target.value)}>
            <option value="">Pilih model</option>
            {baseModels.map((model) => (
              <option key={model}>{model}</option>
            ))}
          </Select>
        )}
      </Field>
      <Row>
        <Field label="Ukuran" required hint="Misalnya 42, M, atau 30 × 40 cm" error={errors.size}>
          {(control) => <Input {...control} ref={(node) => void (fieldRefs.current.size = node)} value={form.size} onChange={(event) => change('size', event.target.value)} />}
        </Field>
        <Field label="Warna" required hint="Misalnya cokelat tua" error={errors.color}>
          {(control) => <Input {...control} ref={(node) => void (fieldRefs.current.color = node)} value={form.color} onChange={(event) => change('color', event.target.value)} />}
        </Field>
      </Row>
      <Field label="Bahan">
        {(control) => (
          <Select {...control} value={form.material} onChange={(event) => change('material', event.target.value)}>
            <option value="">Belum tahu</option>
            {materials.map((material) => (
              <option key={material}>{material}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Nama atau teks yang ditambahkan" hint="Misalnya inisial untuk dibordir atau diukir">
        {(control) => <Input {...control} value={form.text} onChange={(event) => change('text', event.target.value)} />}
      </Field>
      <Field label="Catatan referensi" hint="Ceritakan detailnya, atau tautan foto contoh">
        {(control) => <TextArea {...control} rows={4} value={form.notes} onChange={(event) => change('notes', event.target.value)} />}
      </Field>
      <PrimaryButton type="submit">Tambah pesanan custom</PrimaryButton>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 640px;
`;

const Row = styled.div`
  display: grid;
  gap: 16px;

  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

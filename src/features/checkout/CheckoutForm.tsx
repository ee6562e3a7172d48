import { useRef, useState } from 'react';
import { AddressFields } from './address/AddressFields';
import { emptyAddress } from './address/addressTypes';
import styled from 'styled-components';
import { Field } from '../../components/form/Field';
import { Input, TextArea } from '../../components/form/controls';
import { PrimaryButton } from '../../components/PrimaryButton';
import { formatNumber } from '../../lib/formatPrice';
import type { CatalogProduct } from '../cart/catalogChecks';
import { ConfirmationNote } from './ConfirmationNote';
import { MAX_MESSAGE_LENGTH } from './orderMessage';
import { OrderSentPanel } from './OrderSentPanel';
import { useCheckout, type CheckoutProblem } from './useCheckout';

function problemText(problem: CheckoutProblem): string {
  return `Pesan terlalu panjang untuk WhatsApp (${formatNumber(problem.length)} dari maksimal ${formatNumber(MAX_MESSAGE_LENGTH)} karakter). Persingkat catatan atau alamat, atau pesan sebagian produk dulu.`;
}

/** Name, number, address and a note, then the order opens in WhatsApp with everything filled in. */
export function CheckoutForm({ products }: { products?: readonly CatalogProduct[] }) {
  const { buyer, errors, problem, sentUrl, fieldRefs, change, submit, dismissSent } = useCheckout(products);
  const orderButton = useRef<HTMLButtonElement>(null);
  // TEMP wiring (regions branch): the structured address as the old one-line address, for the e2e and screenshots.
  const [address, setAddress] = useState(emptyAddress);
  const addressRefs = useRef({});
  // 'Simpan keranjang' closes the panel it is in: focus goes back to where the order was sent from.
  const keepCart = () => {
    dismissSent();
    orderButton.current?.focus();
  };
  return (
    <section aria-labelledby="checkout-title">
      <Title id="checkout-title">Pesan lewat WhatsApp</Title>
      <Intro>Isi data pengiriman. Pesanan lengkap akan terbuka di WhatsApp toko, tinggal kirim.</Intro>
      <Form noValidate onSubmit={submit}>
        <Field label="Nama" required error={errors.name}>
          {(control) => (
            <Input {...control} ref={(node) => void (fieldRefs.current.name = node)} autoComplete="name" value={buyer.name} onChange={(event) => change('name', event.target.value)} />
          )}
        </Field>
        <Field label="Nomor HP" required hint="Contoh: 0812 3456 7890" error={errors.phone}>
          {(control) => (
            <Input {...control} ref={(node) => void (fieldRefs.current.phone = node)} type="tel" autoComplete="tel" inputMode="tel" value={buyer.phone} onChange={(event) => change('phone', event.target.value)} />
          )}
        </Field>
        <AddressFields
          value={address}
          onChange={(next) => {
            setAddress(next);
            change('address', [next.street, next.village?.name, next.district?.name, next.regency?.name, next.province?.name, next.postalCode].filter(Boolean).join(', '));
          }}
          errors={errors.address ? { street: errors.address } : {}}
          fieldRefs={addressRefs}
        />
        <Field label="Catatan">
          {(control) => <TextArea {...control} rows={2} value={buyer.note} onChange={(event) => change('note', event.target.value)} />}
        </Field>
        <ConfirmationNote products={products} />
        {problem && <Alert role="alert">{problemText(problem)}</Alert>}
        <PrimaryButton ref={orderButton} type="submit">
          Pesan via WhatsApp
        </PrimaryButton>
      </Form>
      {sentUrl && <OrderSentPanel url={sentUrl} onDismiss={keepCart} />}
    </section>
  );
}

const Title = styled.h2`
  margin: 0 0 4px;
  font-size: 20px;
`;

const Intro = styled.p`
  margin: 0 0 12px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: grid;
  gap: 14px;
`;

const Alert = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.sale};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
`;

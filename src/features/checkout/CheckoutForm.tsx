import { useRef } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { spreadRow } from '../../components/spreadRow';
import { Field } from '../../components/form/Field';
import { CheckLabel, FormNotice, Input, SecondaryButton, TextArea } from '../../components/form/controls';
import { PrimaryButton } from '../../components/PrimaryButton';
import { formatNumber, formatPrice } from '../../lib/formatPrice';
import { useAppSelector } from '../../lib/hooks';
import { shallowEqual } from 'react-redux';
import { selectPayable } from './payment/selectPayable';
import type { CatalogProduct } from '../cart/catalogChecks';
import { AddressFields } from './address/AddressFields';
import { ConfirmationNote } from './ConfirmationNote';
import { MAX_MESSAGE_LENGTH } from './orderMessage';
import { OrderSentPanel } from './OrderSentPanel';
import { PaymentChoice } from './payment/PaymentChoice';
import { ShippingChoice } from './shipping/ShippingChoice';
import { useCheckout, type CheckoutProblem } from './useCheckout';

function problemText(problem: CheckoutProblem): string {
  return `Pesan terlalu panjang untuk WhatsApp (${formatNumber(problem.length)} dari maksimal ${formatNumber(MAX_MESSAGE_LENGTH)} karakter). Persingkat catatan atau alamat, atau pesan sebagian produk dulu.`;
}

/** Name, number, address, shipping and a note, then the order opens in WhatsApp with everything filled in. */
export function CheckoutForm({ products }: { products?: readonly CatalogProduct[] }) {
  const { buyer, errors, problem, sent, sentIsCurrent, startNewOrder, fieldRefs, refFor, update, submit, address, shipping, payment, memory } = useCheckout(products);
  const orderButton = useRef<HTMLButtonElement>(null);
  // 'Buat pesanan baru' takes the panel away: focus goes back to where the next order is sent from.
  const newOrder = () => {
    flushSync(startNewOrder); // the button is enabled before it takes focus
    orderButton.current?.focus();
  };
  return (
    <section aria-labelledby="checkout-title">
      <Title id="checkout-title">Pesan lewat WhatsApp</Title>
      <Intro>Isi data pengiriman. Pesanan lengkap akan terbuka di WhatsApp toko, tinggal kirim.</Intro>
      <Form noValidate onSubmit={submit}>
        <Field label="Nama" required error={errors.name}>
          {(control) => (
            <Input {...control} ref={refFor('name')} autoComplete="name" value={buyer.name} onChange={(event) => update({ name: event.target.value })} />
          )}
        </Field>
        <Field label="Nomor HP" required hint="Contoh: 0812 3456 7890" error={errors.phone}>
          {(control) => (
            <Input {...control} ref={refFor('phone')} type="tel" autoComplete="tel" inputMode="tel" value={buyer.phone} onChange={(event) => update({ phone: event.target.value })} />
          )}
        </Field>
        <AddressFields value={buyer.address} onChange={(next) => update({ address: next })} errors={errors} fieldRefs={fieldRefs} onModeChange={address.setMode} streetRequired={address.streetRequired} />
        <CheckLabel>
          <input type="checkbox" checked={buyer.dropship} onChange={(event) => update({ dropship: event.target.checked })} />
          Dikirim atas nama orang lain (dropship)
        </CheckLabel>
        {buyer.dropship && (
          <>
            <Field label="Nama pengirim" required error={errors.senderName}>
              {(control) => (
                <Input {...control} ref={refFor('senderName')} value={buyer.senderName} onChange={(event) => update({ senderName: event.target.value })} />
              )}
            </Field>
            <Field label="Nomor HP pengirim" required error={errors.senderPhone}>
              {(control) => (
                <Input {...control} ref={refFor('senderPhone')} type="tel" inputMode="tel" value={buyer.senderPhone} onChange={(event) => update({ senderPhone: event.target.value })} />
              )}
            </Field>
          </>
        )}
        <ShippingChoice
          state={shipping.state}
          chosen={shipping.chosen}
          onChoose={shipping.choose}
          error={errors.shipping}
          firstRadioRef={refFor('shipping')}
        />
        <PaymentChoice methods={payment.methods} chosen={payment.chosen} onChoose={payment.choose} error={errors.payment} firstRadioRef={refFor('payment')} />
        <Field label="Catatan">
          {(control) => <TextArea {...control} rows={2} value={buyer.note} onChange={(event) => update({ note: event.target.value })} />}
        </Field>
        <Memory>
          <CheckLabel>
            <input type="checkbox" checked={memory.remember} onChange={(event) => memory.setRemember(event.target.checked)} />
            Ingat alamat ini di perangkat ini
          </CheckLabel>
          {memory.hasSaved && (
            <SecondaryButton type="button" onClick={memory.forget}>
              Hapus data saya
            </SecondaryButton>
          )}
        </Memory>
        <ConfirmationNote products={products} />
        {problem && <FormNotice role="alert">{problemText(problem)}</FormNotice>}
        <PayNow />
        {/* Disabled while the order on screen is what the cart and form hold: a second tap never makes a second order. */}
        <PrimaryButton ref={orderButton} type="submit" disabled={sentIsCurrent} aria-describedby={sent ? 'order-state' : undefined}>
          Pesan via WhatsApp
        </PrimaryButton>
        {sent && (
          <FormNote id="order-state">
            {sentIsCurrent
              ? `Pesanan ${sent.record.number} sudah dibuka di WhatsApp. Untuk mengirimnya lagi: 'Kirim ulang pesanan ini' di bawah.`
              : `Keranjang atau data berubah sejak pesanan ${sent.record.number}: 'Pesan via WhatsApp' membuat pesanan baru dengan nomor baru.`}
          </FormNote>
        )}
      </Form>
      {sent && <OrderSentPanel url={sent.url} record={sent.record} current={sentIsCurrent} onNewOrder={newOrder} sentFrom={orderButton} />}
    </section>
  );
}

/** What she will pay, beside the button that sends the order: the summary's figure, not a second sum. */
function PayNow() {
  const { toPay } = useAppSelector(selectPayable, shallowEqual);
  if (toPay === undefined) return null;
  return (
    <PayRow>
      <span>Total bayar</span>
      <strong>{toPay === null ? 'dikonfirmasi penjual' : formatPrice(toPay)}</strong>
    </PayRow>
  );
}

const PayRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  margin: 0;
  font-size: 18px;
`;

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

const FormNote = styled.p`
  margin: -6px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Memory = styled.div`
  ${spreadRow('4px 12px')}
`;

import { useState } from 'react';
import styled from 'styled-components';
import { spreadRow } from '../../../components/spreadRow';
import { paymentFacts, type PaymentAccount } from '../../../config/payment';
import { shop, whatsappLink } from '../../../config/shop';
import { shopContact } from '../../../config/shopContact';
import { PICKUP_SERVICE } from '../shipping/shippingOptions';
import { formatPrice } from '../../../lib/formatPrice';
import { catalogFileUrl } from '../../catalog/catalogUrl';
import { CopyButton } from '../order/CopyButton';
import type { OrderRecord } from '../order/orderRecord';
import { OrderNumberText } from '../../../components/OrderNumberText';

export type PaidOrder = Pick<OrderRecord, 'number' | 'payment' | 'toPay' | 'uniqueCode'> & { shipping?: Pick<OrderRecord['shipping'], 'service'> };

/** 'Kirim bukti transfer': the shop's chat, the order named so the seller matches the photo to it. */
export function proofMessage({ number, toPay }: PaidOrder): string {
  const amount = toPay === null ? '' : ` sebesar ${formatPrice(toPay)}`;
  return `Halo ${shop.name}, saya sudah membayar pesanan ${number}${amount}. Ini bukti transfernya:`;
}

type AccountKind = 'bank' | 'ewallet';
interface ShownAccount extends PaymentAccount {
  kind: AccountKind;
}

function AccountList({ accounts }: { accounts: ShownAccount[] }) {
  return (
    <Accounts>
      {accounts.map((account) => (
        <li key={`${account.kind}-${account.label}-${account.number}`}>
          <span>
            <strong>{account.kind === 'bank' ? `Bank ${account.label}` : account.label}</strong>
            <AccountNumber>{account.number}</AccountNumber>
            <span>a.n. {account.holder}</span>
          </span>
          {/* An e-wallet has a number, not a 'rekening'. */}
          <CopyButton text={account.number} label={account.kind === 'bank' ? 'Salin nomor rekening' : 'Salin nomor'} done={`Nomor ${account.label} disalin.`} />
        </li>
      ))}
    </Accounts>
  );
}

/**
 * The account she chose, alone; every other one behind 'Metode lain', in case her app cannot
 * reach it. With nothing chosen that the shop still has (QRIS that failed to load), all of them.
 */
function PayTo({ chosen }: { chosen?: { kind: string; label: string } }) {
  const all: ShownAccount[] = [
    ...paymentFacts.banks.map((account) => ({ ...account, kind: 'bank' as const })),
    ...paymentFacts.ewallets.map((account) => ({ ...account, kind: 'ewallet' as const })),
  ];
  const isChosen = (account: ShownAccount) => account.kind === chosen?.kind && account.label === chosen.label;
  const first = all.filter(isChosen);
  if (first.length === 0) return all.length > 0 ? <AccountList accounts={all} /> : null;
  const others = all.filter((account) => !isChosen(account));
  return (
    <>
      <AccountList accounts={first} />
      {others.length > 0 && (
        <OtherMethods>
          <summary>Metode lain</summary>
          <AccountList accounts={others} />
        </OtherMethods>
      )}
    </>
  );
}

/**
 * What to do after sending, for the chosen method: the exact amount, the number to write in the
 * transfer, the shop's accounts or its QRIS, and a link to send the proof. Its own chunk: only a
 * shopper who has just ordered (or opens an order in /pesanan) needs it.
 */
export default function PaymentPanel({ order }: { order: PaidOrder }) {
  const [qrisFailed, setQrisFailed] = useState(false);
  const kind = order.payment?.kind;
  const qris = paymentFacts.qris && kind === 'qris' ? catalogFileUrl(paymentFacts.qris.image) : null;
  if (kind === 'cod') {
    return (
      <Box aria-label="Cara membayar">
        <p>
          Bayar tunai {order.toPay === null ? 'sejumlah total dari toko' : <strong>{formatPrice(order.toPay)}</strong>}{' '}
          {order.shipping?.service === PICKUP_SERVICE ? `di toko saat mengambil pesanan: ${shopContact.address}.` : 'ke kurir saat paket tiba.'}
        </p>
      </Box>
    );
  }
  return (
    <Box aria-label="Cara membayar">
      <Heading>Cara membayar</Heading>
      {order.toPay === null ? (
        <p>Toko mengirim total bayar lewat WhatsApp; bayar setelah totalnya kamu terima.</p>
      ) : (
        <Amount>
          <span>
            Bayar tepat <AmountValue>{formatPrice(order.toPay)}</AmountValue>
            {order.uniqueCode > 0 && <Small>termasuk kode unik {formatPrice(order.uniqueCode)}, agar transfermu mudah dicocokkan</Small>}
          </span>
          <CopyButton text={String(order.toPay)} label="Salin jumlah" done="Jumlah disalin." />
        </Amount>
      )}
      <p>
        Tulis nomor pesanan <OrderNumberText>{order.number}</OrderNumberText> di berita transfer.
      </p>
      {qris && !qrisFailed && (
        <Qris>
          <img src={qris} alt={`QRIS ${shop.name}`} width={260} height={260} onError={() => setQrisFailed(true)} />
          <a href={qris} download={`QRIS-${shop.name}${qris.slice(qris.lastIndexOf('.'))}`}>
            Simpan QRIS
          </a>
        </Qris>
      )}
      {qrisFailed && <p role="alert">Gambar QRIS tidak bisa dimuat; bayar lewat rekening di bawah ini.</p>}
      {(kind === 'bank' || kind === 'ewallet') && <PayTo chosen={order.payment ?? undefined} />}
      {(!kind || (kind === 'qris' && qrisFailed)) && <PayTo />}
      <p>
        <ProofLink href={whatsappLink(proofMessage(order))} target="_blank" rel="noopener noreferrer">
          Kirim bukti transfer
        </ProofLink>
      </p>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: 10px;
  margin-top: 12px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0;
  }
`;

const Heading = styled.h4`
  margin: 0;
  font-size: 16px;
`;

const Amount = styled.div`
  ${spreadRow('8px 12px')}
`;

const AmountValue = styled.strong`
  display: block;
  font-size: 22px;
`;

const Small = styled.span`
  display: block;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Qris = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;

  img {
    width: min(260px, 100%);
    height: auto;
    background: #fff;
    padding: 8px;
    border-radius: ${({ theme }) => theme.radius.small};
  }

  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 600;
    color: inherit;
  }
`;

const OtherMethods = styled.details`
  summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Accounts = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 12px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
  }

  li > span {
    display: grid;
  }
`;

const AccountNumber = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 18px;
  letter-spacing: 0.04em;
`;

const ProofLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
  color: inherit;
`;

import { useMemo } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../lib/hooks';
import { SecondaryButton } from '../../components/form/controls';
import { PrimaryButton } from '../../components/PrimaryButton';
import { LinePreviewList } from '../../components/LinePreviewList';
import { formatPrice } from '../../lib/formatPrice';
import { focusMainContent } from '../../lib/mainContent';
import { showToast } from '../../lib/toast';
import { media } from '../../styles/breakpoints';
import { sharedCartMerged, sharedCartReplaced } from '../cart/cartSlice';
import { totalPrice } from '../cart/cartMath';
import { linePreview } from '../cart/linePreview';
import { useProductsByIds } from '../catalog/split/useProductsByIds';
import { needsConfirmation, resolveSharedLines } from './cartFromShared';
import { sharedCartProblem } from './sharedCartCodec';
import { useSharedCartParam } from './useSharedCartParam';

const CONFIRM_NOTE = { text: 'perlu dikonfirmasi', warning: true };

/**
 * Opening a shared cart's link: the cart it carries, then the shopper's choice. Nothing touches
 * their own cart before they choose; afterwards the link leaves the address.
 */
export function SharedCartPrompt() {
  const { shared, dismiss } = useSharedCartParam();
  if (!shared) return null;
  if (!shared.ok) {
    return (
      <Box role="alert" aria-labelledby="shared-cart-title">
        <Title id="shared-cart-title">Keranjang yang dibagikan</Title>
        <p>{sharedCartProblem[shared.reason]}</p>
        <SecondaryButton type="button" onClick={dismiss}>
          Tutup
        </SecondaryButton>
      </Box>
    );
  }
  return <SharedCartChoice lines={shared.lines} onDone={dismiss} />;
}

function SharedCartChoice({ lines, onDone }: { lines: Parameters<typeof resolveSharedLines>[0]; onDone: () => void }) {
  const dispatch = useAppDispatch();
  // Only the link's products: its ids' buckets, then their product files (useProductsByIds).
  const ids = useMemo(() => lines.flatMap((line) => (line.kind === 'product' ? [line.id] : [])), [lines]);
  const files = useProductsByIds(ids);
  const { status } = files;
  const resolved = useMemo(() => (files.status === 'ready' ? resolveSharedLines(lines, files.values) : []), [lines, files]);
  const cartLines = resolved.map(({ line }) => line);
  const choose = (event: typeof sharedCartMerged | typeof sharedCartReplaced, message: string) => {
    dispatch(event(cartLines));
    onDone();
    showToast(message, { variant: 'success' });
    focusMainContent();
  };
  return (
    <Box aria-labelledby="shared-cart-title">
      <Title id="shared-cart-title">Keranjang yang dibagikan</Title>
      {status === 'failed' ? (
        <p role="alert">Katalog belum bisa dimuat, jadi keranjang ini belum bisa dibuka. Periksa koneksi lalu coba lagi.</p>
      ) : status !== 'ready' ? (
        <p role="status">Memuat keranjang yang dibagikan…</p>
      ) : (
        <>
          <p>Seseorang membagikan keranjang ini. Harga mengikuti katalog hari ini. Keranjangmu belum berubah.</p>
          <LinePreviewList
            label="Isi keranjang yang dibagikan"
            lines={resolved.map(({ line, check }) => linePreview(line, needsConfirmation(check) ? CONFIRM_NOTE : undefined))}
          />
          <Total>
            Total <strong>{formatPrice(totalPrice(cartLines))}</strong>
            {resolved.some(({ check }) => needsConfirmation(check)) && ', belum termasuk produk yang perlu dikonfirmasi'}
          </Total>
        </>
      )}
      <Buttons>
        {status === 'failed' && (
          <PrimaryButton type="button" onClick={files.retry}>
            Coba lagi
          </PrimaryButton>
        )}
        {status === 'ready' && (
          <>
            <PrimaryButton type="button" onClick={() => choose(sharedCartMerged, 'Keranjang yang dibagikan sudah digabungkan.')}>
              Gabungkan dengan keranjang saya
            </PrimaryButton>
            <SecondaryButton type="button" onClick={() => choose(sharedCartReplaced, 'Keranjangmu sudah diganti.')}>
              Ganti keranjang saya
            </SecondaryButton>
          </>
        )}
        <SecondaryButton type="button" onClick={() => (onDone(), focusMainContent())}>
          Batal
        </SecondaryButton>
      </Buttons>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: 12px;
  margin: 0 0 24px;
  padding: 16px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 20px;
`;

const Total = styled.p`
  text-align: right;
`;

// Growing to fill their row: on a phone the first wraps alone and the other two share the next
// row, rather than leave a ragged edge.
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  & > * {
    flex: 1 1 auto;
  }
  ${media.tablet} {
    & > * {
      flex: none;
    }
  }
`;

import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppStore } from '../../lib/hooks';
import { Input, SecondaryButton } from '../../components/form/controls';
import { showToast } from '../../lib/toast';
import { selectCartItems } from '../cart/cartSlice';
import { sharedCartUrl } from './sharedCartCodec';
import { shareOrCopy } from './shareOrCopy';

const toasts = {
  shared: 'Tautan keranjang sudah dibagikan.',
  copied: 'Tautan keranjang disalin. Tempel di chat untuk mengirimnya.',
} as const;

/**
 * 'Bagikan keranjang': the cart as a link for someone else to open (the one who pays, a friend).
 * When neither sharing nor copying works, the link is shown to copy by hand.
 */
export function ShareCartButton() {
  const store = useAppStore();
  const [manualUrl, setManualUrl] = useState<string | null>(null);
  const manualField = useRef<HTMLInputElement>(null);
  // The field appears because copying failed: the shopper's next step is to copy from it.
  useEffect(() => manualField.current?.select(), [manualUrl]);
  const share = async () => {
    const url = sharedCartUrl(window.location.origin, selectCartItems(store.getState()));
    const outcome = await shareOrCopy(url, 'Ini keranjang belanjaku di Langkah:');
    if (outcome === 'shared' || outcome === 'copied') {
      setManualUrl(null);
      showToast(toasts[outcome], { variant: 'success' });
    } else if (outcome === 'failed') {
      setManualUrl(url);
    }
  };
  return (
    <div>
      <SecondaryButton type="button" onClick={() => void share()}>
        Bagikan keranjang
      </SecondaryButton>
      {manualUrl && (
        <Manual>
          <label htmlFor="shared-cart-url">Tautan tidak bisa disalin otomatis. Salin tautan ini:</label>
          <Input id="shared-cart-url" readOnly value={manualUrl} ref={manualField} onFocus={(event) => event.currentTarget.select()} />
        </Manual>
      )}
    </div>
  );
}

const Manual = styled.p`
  display: grid;
  gap: 6px;
  margin: 8px 0 0;
  font-size: 14px;
`;

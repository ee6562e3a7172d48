import { useState } from 'react';
import { useAppDispatch } from '../../../lib/hooks';
import { showToast } from '../../../lib/toast';
import { cleared } from '../../cart/cartSlice';
import { themeSyncedFromStorage } from '../../theme/themeSlice';
import { overlayClosed } from '../../ui/uiSlice';
import { Button, Muted, Section } from './consoleStyles';
import { ConfirmBox } from './ConfirmBox';

/**
 * Empties the cart and forgets the theme choice in this browser. Done with the shop's own
 * actions, so persistence writes the change and the action log shows it (and replays it).
 */
export function ResetLocalDataSection() {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);

  const reset = () => {
    dispatch(cleared());
    dispatch(themeSyncedFromStorage('system'));
    dispatch(overlayClosed());
    setConfirming(false);
    showToast('Data lokal direset: keranjang kosong, tema mengikuti perangkat.', { variant: 'success' });
  };

  return (
    <Section aria-labelledby="reset-data">
      <h2 id="reset-data">Reset data lokal</h2>
      <Muted>
        Mengosongkan keranjang dan pilihan tema yang tersimpan di browser ini (<code>cartItems</code>, <code>theme</code>).
        Status masuk staf tetap.
      </Muted>
      {confirming ? (
        <ConfirmBox confirmLabel="Ya, reset data lokal" onConfirm={reset} onCancel={() => setConfirming(false)}>
          Keranjang di browser ini akan dikosongkan dan tema kembali mengikuti perangkat. Tindakan ini tidak bisa dibatalkan.
        </ConfirmBox>
      ) : (
        <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
          Reset data lokal
        </Button>
      )}
    </Section>
  );
}

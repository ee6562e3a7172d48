import { useState } from 'react';
import { useAppDispatch } from '../../../lib/hooks';
import { showToast } from '../../../lib/toast';
import { syncedFromStorage as cartReplaced } from '../../cart/cartSlice';
import { themeSyncedFromStorage } from '../../theme/themeSlice';
import type { PlainState } from '../plainState';
import { Button } from './consoleStyles';
import { ConfirmBox } from './ConfirmBox';

/**
 * 'Terapkan ke browser ini': replaces this browser's cart and theme choice with a step of an
 * imported log, after confirmation. Uses the shop's "replaced from storage" events, so the
 * change is saved, shown in other tabs and recorded in this page's own log.
 */
export function ApplyStateButton({ state, stepLabel }: { state: Pick<PlainState, 'cart' | 'theme'>; stepLabel: string }) {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);

  const apply = () => {
    dispatch(cartReplaced(state.cart.items));
    dispatch(themeSyncedFromStorage(state.theme.mode));
    setConfirming(false);
    showToast(`Keadaan ${stepLabel} diterapkan ke browser ini.`, { variant: 'success' });
  };

  if (confirming) {
    return (
      <ConfirmBox confirmLabel="Ya, terapkan" onConfirm={apply} onCancel={() => setConfirming(false)}>
        Keranjang dan pilihan tema yang tersimpan di browser ini akan diganti dengan keadaan {stepLabel}.
      </ConfirmBox>
    );
  }
  return (
    <Button type="button" $variant="primary" onClick={() => setConfirming(true)}>
      Terapkan ke browser ini
    </Button>
  );
}

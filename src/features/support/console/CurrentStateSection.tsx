import { useAppSelector } from '../../../lib/hooks';
import { selectCartItems } from '../../cart/cartSlice';
import { Section } from './consoleStyles';
import { StateTables } from './StateTables';

/** What this browser holds right now, updated live. */
export function CurrentStateSection() {
  const items = useAppSelector(selectCartItems);
  const theme = useAppSelector((state) => state.theme);
  const ui = useAppSelector((state) => state.ui);
  return (
    <Section aria-labelledby="keadaan-sekarang">
      <h2 id="keadaan-sekarang">Keadaan sekarang</h2>
      <StateTables state={{ cart: { items }, theme, ui }} label="sekarang" />
    </Section>
  );
}

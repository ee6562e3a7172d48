import type { PlainState } from '../plainState';
import { CartTable } from './CartTable';
import { Code, Table } from './consoleStyles';
import { ScrollRegion } from './ScrollRegion';

const modeLabels = { light: 'Terang', dark: 'Gelap', system: 'Ikuti perangkat' } as const;

/** A state's cart, theme and ui as tables: for the live state and for each step of an imported log. */
export function StateTables({ state, label }: { state: Pick<PlainState, 'cart' | 'theme' | 'ui'>; label: string }) {
  const { mode, systemPrefersDark } = state.theme;
  const dark = mode === 'system' ? systemPrefersDark : mode === 'dark';
  return (
    <>
      <CartTable items={state.cart.items} caption={`Keranjang (${label})`} />
      <ScrollRegion label={`Tema dan tampilan (${label})`}>
        <Table>
          <caption>Tema dan tampilan ({label})</caption>
          <tbody>
            <tr>
              <th scope="row">Pilihan tema</th>
              <td>
                {modeLabels[mode]} <Code>{mode}</Code>
              </td>
            </tr>
            <tr>
              <th scope="row">Perangkat memakai mode gelap</th>
              <td>{systemPrefersDark ? 'Ya' : 'Tidak'}</td>
            </tr>
            <tr>
              <th scope="row">Tampil</th>
              <td>{dark ? 'Gelap' : 'Terang'}</td>
            </tr>
            <tr>
              <th scope="row">Lapisan terbuka</th>
              <td>
                <Code>{state.ui.overlay}</Code>
              </td>
            </tr>
          </tbody>
        </Table>
      </ScrollRegion>
    </>
  );
}

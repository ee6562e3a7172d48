import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ColorPicker } from '../../../src/features/catalog/ColorPicker';
import { FilterPanel } from '../../../src/features/catalog/FilterPanel';
import { theme } from '../../../src/styles/theme';

const colors = [
  { color: 'Mocca', hex: '#a47551', image: 'img/a.svg' },
  { color: 'Lumut Senja', image: 'img/b.svg' },
];

// The swatch is the button's aria-hidden span; the name is its text.
const swatchOf = (control: HTMLElement) => control.querySelector('span[aria-hidden="true"]');

it('draws a swatch for a colour with a code, and a colour without one as its name alone (no empty circle)', () => {
  render(
    <ThemeProvider theme={theme}>
      <ColorPicker options={colors} value="Mocca" onChange={() => {}} />
    </ThemeProvider>,
  );
  const mocca = screen.getByRole('button', { name: 'Mocca' });
  expect(swatchOf(mocca)).not.toBeNull();
  expect(getComputedStyle(swatchOf(mocca)!).backgroundColor).toBe('rgb(164, 117, 81)');
  const unknown = screen.getByRole('button', { name: 'Lumut Senja' });
  expect(unknown).toHaveTextContent('Lumut Senja');
  expect(swatchOf(unknown)).toBeNull();
});

it('does the same in the filter panel', () => {
  render(
    <ThemeProvider theme={theme}>
      <FilterPanel sizes={[]} colors={[{ color: 'Mocca', hex: '#a47551' }, { color: 'Lumut Senja' }]} filters={{ sizes: [], colors: [], price: null, sort: 'terbaru' }} onChange={() => {}} />
    </ThemeProvider>,
  );
  const label = (name: string) => screen.getByRole('checkbox', { name }).closest('label')!;
  expect(swatchOf(label('Mocca'))).not.toBeNull();
  expect(swatchOf(label('Lumut Senja'))).toBeNull();
});

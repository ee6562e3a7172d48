import { ProductGrid } from '../../../src/features/catalog/ProductGrid';
import { toCard } from '../../../src/features/catalog/toCard';
import { renderWithProviders } from '../../test-utils';
import { makeProduct } from './catalog-test-utils';

const six = Array.from({ length: 6 }, (_, index) => toCard(makeProduct({ slug: `produk-${index}`, name: `Produk ${index}` })));
const loading = () => [...document.querySelectorAll('img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);

it('loads the cards above the fold (two rows on a phone, one on a desktop) at once when the grid opens the page', () => {
  renderWithProviders(<ProductGrid products={six} label="Produk" priorityFirst />);
  expect(loading()).toEqual([...Array(4).fill(['eager', 'high']), ...Array(2).fill(['lazy', 'auto'])]);
});

it('lets every card wait until it is near when the grid is further down the page', () => {
  renderWithProviders(<ProductGrid products={six} label="Produk" />);
  expect(loading()).toEqual(Array(6).fill(['lazy', 'auto']));
});

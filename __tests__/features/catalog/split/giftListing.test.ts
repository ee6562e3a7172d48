import { parseFilters } from '../../../../src/features/catalog/filters';
import { giftListing } from '../../../../src/features/catalog/split/giftListing';

const filtersOf = (search: string) => parseFilters(new URLSearchParams(search));
const every = () => true;

describe('the listing the gift page reads', () => {
  it('reads a budget it links to from that budget’s own listing, unfiltered, in the chosen sort', () => {
    expect(giftListing(filtersOf('harga=100000-250000&urut=termurah'), every)).toEqual({
      listing: 'hadiah/harga-100000-250000',
      filters: { sizes: [], colors: [], price: null, sort: 'termurah' },
    });
    expect(giftListing(filtersOf('harga=500000-'), every).listing).toBe('hadiah/harga-500000-');
  });

  it('filters all gifts for any other price, for a size or colour beside the budget, and when the manifest lacks the budget', () => {
    for (const search of ['harga=100000-300000', 'harga=100000-250000&ukuran=41', 'harga=0-100000&warna=Hitam', 'warna=Hitam', '']) {
      const filters = filtersOf(search);
      expect(giftListing(filters, every)).toEqual({ listing: 'hadiah', filters });
    }
    const filters = filtersOf('harga=100000-250000');
    expect(giftListing(filters, () => false)).toEqual({ listing: 'hadiah', filters });
  });
});

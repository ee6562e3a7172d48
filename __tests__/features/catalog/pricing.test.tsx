import { screen } from '@testing-library/react';
import { PriceTag } from '../../../src/features/catalog/PriceTag';
import { discountPercent, effectivePrice, isOnSale } from '../../../src/features/catalog/pricing';
import { formatPrice } from '../../../src/lib/formatPrice';
import { renderWithProviders } from '../../test-utils';

describe('prices', () => {
  it('formats rupiah the Indonesian way, with a no-break space', () => {
    expect(formatPrice(150000)).toBe('Rp\u00a0150.000');
    expect(formatPrice(1250000)).toBe('Rp\u00a01.250.000');
    expect(formatPrice(0)).toBe('Rp\u00a00');
  });

  it('uses the sale price only when it is lower', () => {
    expect(effectivePrice({ price: 250000, salePrice: 199000 })).toBe(199000);
    expect(effectivePrice({ price: 250000 })).toBe(250000);
    expect(isOnSale({ price: 250000, salePrice: 250000 })).toBe(false);
  });

  it('rounds the discount to whole percent', () => {
    expect(discountPercent({ price: 250000, salePrice: 199000 })).toBe(20);
    expect(discountPercent({ price: 300000, salePrice: 200000 })).toBe(33);
    expect(discountPercent({ price: 300000 })).toBe(0);
  });

  it('shows the original price struck through and the discount', () => {
    const { container } = renderWithProviders(<PriceTag product={{ price: 250000, salePrice: 200000 }} />);
    expect(container.querySelector('s')?.textContent).toBe('Rp\u00a0250.000');
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(container.textContent).toContain('Harga diskon Rp\u00a0200.000');
  });

  it('shows a plain price when not on sale', () => {
    const { container } = renderWithProviders(<PriceTag product={{ price: 250000 }} />);
    expect(container.querySelector('s')).toBeNull();
    expect(container.textContent).toBe('Rp\u00a0250.000');
  });
});

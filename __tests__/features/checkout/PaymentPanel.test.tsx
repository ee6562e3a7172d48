import { screen, within } from '@testing-library/react';
import PaymentPanel, { type PaidOrder } from '../../../src/features/checkout/payment/PaymentPanel';
import { renderWithProviders } from '../../test-utils';

const order = (payment: PaidOrder['payment']): PaidOrder => ({ number: 'LK-7F3K-2Q9D', payment, toPay: 510_123, uniqueCode: 123 });
const panel = () => screen.getByRole('region', { name: 'Cara membayar' });

describe("'Cara membayar' after the order", () => {
  it('shows the bank she chose alone, the other methods behind Metode lain', async () => {
    const { user } = renderWithProviders(<PaymentPanel order={order({ kind: 'bank', label: 'Mandiri' })} />);
    expect(within(panel()).getByText('Bank Mandiri')).toBeVisible();
    for (const other of ['Bank BCA', 'Bank BNI', 'GoPay']) expect(within(panel()).getByText(other)).not.toBeVisible();
    expect(within(panel()).getByText('Bank Mandiri').closest('li')).toContainElement(within(panel()).getAllByRole('button', { name: 'Salin nomor rekening' })[0]!);
    await user.click(within(panel()).getByText('Metode lain'));
    for (const other of ['Bank BCA', 'Bank BNI', 'GoPay']) expect(within(panel()).getByText(other)).toBeVisible();
  });

  it("says 'Salin nomor' for an e-wallet, never 'nomor rekening'", () => {
    renderWithProviders(<PaymentPanel order={order({ kind: 'ewallet', label: 'GoPay' })} />);
    const gopay = within(panel()).getByText('GoPay').closest('li')!;
    expect(within(gopay).getByRole('button', { name: 'Salin nomor' })).toBeVisible();
    expect(within(gopay).queryByRole('button', { name: 'Salin nomor rekening' })).not.toBeInTheDocument();
    expect(within(panel()).getByText('Bank BCA')).not.toBeVisible();
  });
});

it('keeps the order number on one line (a browser breaks after its hyphen)', () => {
  renderWithProviders(<PaymentPanel order={order({ kind: 'bank', label: 'BCA' })} />);
  expect(getComputedStyle(within(panel()).getByText('LK-7F3K-2Q9D')).whiteSpace).toBe('nowrap');
});

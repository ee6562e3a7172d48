import { screen, within } from '@testing-library/react';
import { findFooter, renderFrame } from '../../fixtures/frame';

// A shop on no social network: its toko.csv leaves instagram, youtube, tiktok and the channel empty.
jest.mock('../../../generated/toko-contoh/facts/contact.json', () => ({
  ...(jest.requireActual('../../../generated/toko-contoh/facts/contact.json') as object),
  social: {},
}));

it("shows no 'Ikuti kami' heading over nothing when the shop is on no network", async () => {
  renderFrame();
  const footer = await findFooter();
  expect(within(footer).queryByRole('heading', { name: 'Ikuti kami' })).not.toBeInTheDocument();
  expect(within(footer).queryByRole('list', { name: 'Ikuti kami' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Kabar & promo' })).toBeInTheDocument();
});

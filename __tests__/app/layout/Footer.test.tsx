import { screen, waitFor, within } from '@testing-library/react';
import { mapsLink, shopContact } from '../../../src/config/shopContact';
import { shop } from '../../../src/config/shop';
import { findFooter, renderFrame } from '../../fixtures/frame';

const footer = findFooter;

it('carries the tagline and the copyright line', async () => {
  renderFrame();
  const info = await footer();
  expect(within(info).getAllByText(shop.tagline).length).toBeGreaterThan(0);
  expect(within(info).getByText('© 2025 Langkah')).toBeInTheDocument();
});

it('links to the three social networks in a new tab, without opener or referrer', async () => {
  renderFrame();
  const info = await footer();
  for (const [name, href] of [
    ['Instagram', shopContact.social.instagram],
    ['YouTube', shopContact.social.youtube],
    ['TikTok', shopContact.social.tiktok],
  ]) {
    const link = within(info).getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('membuka tab baru');
  }
});

it('shows the address and opens a map at the shop in a new tab', async () => {
  renderFrame();
  const info = await footer();
  expect(within(info).getByText(shopContact.address)).toBeInTheDocument();
  const map = within(info).getByRole('link', { name: /peta/ });
  expect(map).toHaveAttribute('href', mapsLink());
  expect(map.getAttribute('href')).toContain(`${shopContact.coordinates.lat},${shopContact.coordinates.lng}`);
  expect(map).toHaveAttribute('target', '_blank');
  expect(map).toHaveAttribute('rel', 'noopener noreferrer');
});

it('lists the payment methods, drawn for the current theme', async () => {
  const { user } = renderFrame({ preloadedState: { theme: { mode: 'light', systemPrefersDark: false } } });
  const list = within(await footer()).getByRole('list', { name: 'Metode pembayaran' });
  const logos = () => within(list).getAllByRole('img');
  expect(logos().map((logo) => logo.getAttribute('aria-label'))).toEqual(['BCA', 'Mandiri', 'BNI', 'Visa', 'GoPay']);
  // Named at once; drawn when the drawings' chunk has come (as the list nears the screen).
  await waitFor(() => expect(list.querySelectorAll('svg')).toHaveLength(10));
  expect(logos().map((logo) => logo.getAttribute('class'))).toEqual(Array(5).fill('light'));
  expect(within(list).getByRole('img', { name: 'BCA' }).querySelector('path')).toHaveAttribute('fill', '#0b4fa3');

  await user.click(screen.getByRole('button', { name: 'Ganti tema' }));
  expect(logos().map((logo) => logo.getAttribute('class'))).toEqual(Array(5).fill('dark'));
  expect(within(list).getByRole('img', { name: 'BCA' }).querySelector('path')).toHaveAttribute('fill', '#8fc0ff');
  // The map preview follows the theme the same way: only the dark drawing shows.
  const maps = [...screen.getByRole('link', { name: /peta/ }).querySelectorAll('svg[viewBox="0 0 480 240"]')];
  expect(maps.filter((map) => getComputedStyle(map).display !== 'none').map((map) => map.getAttribute('class'))).toEqual(['dark']);
});

it('floats a chat button to the shop on WhatsApp, opening a new tab', () => {
  renderFrame();
  const chat = screen.getByRole('link', { name: /^Chat/ });
  expect(chat.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${shop.whatsappNumber}`));
  expect(chat).toHaveAttribute('target', '_blank');
  expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
});

it('gives every external link of the frame a new tab and rel="noopener noreferrer"', async () => {
  renderFrame();
  await footer();
  const external = screen.getAllByRole('link').filter((link) => /^https?:/.test(link.getAttribute('href') ?? ''));
  expect(external.length).toBeGreaterThanOrEqual(5);
  for (const link of external) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

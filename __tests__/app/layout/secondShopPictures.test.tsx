import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ComponentType } from 'react';
import { execFileSync } from 'node:child_process';
import { factsFiles } from '../../../scripts/shop/factsFiles';

/**
 * The app's header, home hero and footer map rendered with a second shop's facts as catalog:build
 * writes them (Butik Sekar Ayu: __tests__/fixtures/toko-shoppictures): her mark, her sale
 * picture's words, her street and name on the map, and none of the demo's.
 */
const fixture = path.resolve(__dirname, '../../fixtures/toko-shoppictures');
const repo = path.resolve(__dirname, '../../..');

/** Her facts, as `catalog:build` writes them: built once, in its own Node process (sharp's buffers do not survive jsdom's globals). */
function buildHerFacts(root: string) {
  fs.cpSync(fixture, path.join(root, 'toko'), { recursive: true });
  const build = `require(${JSON.stringify(path.join(repo, 'scripts/shop/buildShop'))}).buildShop(${JSON.stringify(path.join(root, 'toko'))}, ${JSON.stringify(path.join(root, 'katalog'))}, { factsDir: ${JSON.stringify(path.join(root, 'facts'))}, today: '2026-11-29', destination: null, shareImages: false })`;
  execFileSync(path.join(repo, 'node_modules/.bin/tsx'), ['--eval', build], { cwd: repo, stdio: 'pipe' });
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, 'facts', file), 'utf8')) as Record<string, unknown>;
  return { shop: read(factsFiles.shop), contact: read(factsFiles.contact) };
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-gambar-app-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const facts = buildHerFacts(root);

/** The app's modules (and React, once, with the testing library), loaded afresh with her facts in place of the committed demo's. */
function withHerFacts() {
  let loaded:
    | {
        rtl: typeof import('@testing-library/react');
        utils: typeof import('../../test-utils');
        Header: ComponentType;
        SalePicture: ComponentType<{ saleUpTo?: number }>;
        ShopMapDrawing: ComponentType<{ variant: 'light' }>;
      }
    | undefined;
  jest.isolateModules(() => {
    jest.doMock('../../../generated/toko-contoh/facts/shop.json', () => facts.shop);
    jest.doMock('../../../generated/toko-contoh/facts/contact.json', () => facts.contact);
    /* eslint-disable @typescript-eslint/no-require-imports */
    loaded = {
      rtl: require('@testing-library/react'),
      utils: require('../../test-utils'),
      Header: (require('../../../src/app/layout/Header') as { Header: ComponentType }).Header,
      SalePicture: (require('../../../src/features/catalog/SalePicture') as { SalePicture: ComponentType<{ saleUpTo?: number }> }).SalePicture,
      ShopMapDrawing: (require('../../../src/app/layout/ShopMapDrawing') as { ShopMapDrawing: ComponentType<{ variant: 'light' }> }).ShopMapDrawing,
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return loaded!;
}
const { rtl, utils, Header, SalePicture, ShopMapDrawing } = withHerFacts();
afterEach(() => rtl.cleanup());

it('shows her logo as the header’s mark and her name beside it', () => {
  const { container } = utils.renderWithProviders(<Header />);
  const home = rtl.screen.getByRole('link', { name: 'Butik Sekar Ayu' });
  expect(home.querySelector('img')).toHaveAttribute('src', '/favicon.png');
  expect(container.textContent).not.toMatch(/Langkah/);
});

it('draws her sale picture with her words as its alt text, and her street and name on the map', () => {
  const { container } = utils.renderWithProviders(
    <>
      <SalePicture saleUpTo={20} />
      <ShopMapDrawing variant="light" />
    </>,
  );
  const picture = rtl.screen.getByRole('img', { name: 'Promo diskon Butik Sekar Ayu: Gamis & Hijab' });
  expect(picture.getAttribute('src')).toMatch(/^\/catalog\/img\/promo-[0-9a-f]{10}\.800\.webp$/);
  expect(rtl.within(container).getByText('Diskon hingga 20%')).toBeInTheDocument();
  const labels = facts.contact.mapLabels as { street: string; shop: string };
  const drawn = [...container.querySelectorAll('svg path')].map((element) => element.getAttribute('d'));
  expect(drawn).toEqual(expect.arrayContaining([labels.street, labels.shop]));
  const demo = JSON.parse(fs.readFileSync(path.join(repo, 'generated/toko-contoh/facts/contact.json'), 'utf8')) as { mapLabels: { street: string; shop: string } };
  expect(drawn).not.toContain(demo.mapLabels.street);
  expect(drawn).not.toContain(demo.mapLabels.shop);
  expect(container.innerHTML).not.toMatch(/Langkah|Braga/);
});

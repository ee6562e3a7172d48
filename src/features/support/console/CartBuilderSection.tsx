import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Input, Select } from '../../../components/form/controls';
import { showToast } from '../../../lib/toast';
import type { Product } from '../../catalog/catalogTypes';
import { MAX_QUANTITY } from '../../catalog/selection';
import { resolveSharedLines } from '../../sharedCart/cartFromShared';
import { copyText } from '../../../lib/shareOrCopy';
import { sharedCartUrl } from '../../sharedCart/sharedCartCodec';
import { BuilderLines } from './BuilderLines';
import { Button, ErrorText, Muted, Section, Toolbar } from './consoleStyles';
import { useCartBuilder } from './useCartBuilder';
import { useWholeCatalog } from './wholeCatalog';

/**
 * 'Buat keranjang untuk pelanggan': staff pick products for a shopper (who asked on WhatsApp)
 * and send back a link that opens as that cart on the shopper's phone.
 */
export function CartBuilderSection() {
  // Opened on demand: the console's other sections report the catalogue as this page found it,
  // so the builder loads it only when staff ask for it.
  const [open, setOpen] = useState(false);
  return (
    <Section aria-labelledby="cart-builder">
      <h2 id="cart-builder">Buat keranjang untuk pelanggan</h2>
      <Muted>Pilih produk, warna, ukuran dan jumlah, lalu salin tautannya dan kirim lewat WhatsApp. Keranjang di browser ini tidak berubah.</Muted>
      {open ? (
        <CatalogBuilder />
      ) : (
        <Button type="button" onClick={() => setOpen(true)}>
          Mulai buat keranjang
        </Button>
      )}
    </Section>
  );
}

function CatalogBuilder() {
  const whole = useWholeCatalog();
  if (whole.status === 'ready') return <Builder products={whole.catalog.products} />;
  return <p role="status">{whole.status === 'failed' ? `Katalog gagal dimuat: ${whole.error}` : 'Memuat katalog…'}</p>;
}

function Builder({ products }: { products: readonly Product[] }) {
  const builder = useCartBuilder(products);
  const { choice, product } = builder;
  const [sizeError, setSizeError] = useState(false);
  const link = useMemo(
    () => (builder.lines.length > 0 ? sharedCartUrl(window.location.origin, resolveSharedLines(builder.lines, products).map(({ line }) => line)) : ''),
    [builder.lines, products],
  );
  const add = () => setSizeError(!builder.add());
  const copy = async () => {
    const outcome = await copyText(link);
    showToast(outcome === 'copied' ? 'Tautan keranjang disalin.' : 'Tautan tidak bisa disalin otomatis; salin dari kolom Tautan.', {
      variant: outcome === 'copied' ? 'success' : 'warning',
    });
  };
  return (
    <>
      <Choices>
        <Label>
          Produk
          <Select value={choice.productId} onChange={(event) => builder.chooseProduct(event.target.value)}>
            {products.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name} ({option.id})
              </option>
            ))}
          </Select>
        </Label>
        <Label>
          Warna
          <Select value={choice.color} onChange={(event) => builder.change({ color: event.target.value })}>
            {product?.colorOptions.map(({ color }) => <option key={color}>{color}</option>)}
          </Select>
        </Label>
        {product && product.sizes.length > 0 && (
          <Label>
            Ukuran
            <Select value={choice.size} aria-invalid={sizeError || undefined} onChange={(event) => (builder.change({ size: event.target.value }), setSizeError(false))}>
              <option value="">Pilih ukuran</option>
              {product.sizes.map(({ size, stock }) => (
                <option key={size} value={size}>
                  {size}
                  {stock <= 0 ? ' (habis)' : ''}
                </option>
              ))}
            </Select>
          </Label>
        )}
        <Label>
          Jumlah
          <Select value={choice.quantity} onChange={(event) => builder.change({ quantity: Number(event.target.value) })}>
            {Array.from({ length: MAX_QUANTITY }, (_, i) => (
              <option key={i}>{i + 1}</option>
            ))}
          </Select>
        </Label>
      </Choices>
      {sizeError && <ErrorText role="alert">Pilih ukuran dulu.</ErrorText>}
      <Toolbar>
        <Button type="button" onClick={add}>
          Tambah ke keranjang pelanggan
        </Button>
      </Toolbar>
      <BuilderLines lines={builder.lines} products={products} onRemove={builder.remove} />
      {link && (
        <>
          <Label>
            Tautan ({link.length} karakter)
            <Input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          </Label>
          <Toolbar>
            <Button type="button" $variant="primary" onClick={() => void copy()}>
              Salin tautan
            </Button>
            <Button type="button" onClick={builder.clear}>
              Mulai dari awal
            </Button>
          </Toolbar>
        </>
      )}
    </>
  );
}

const Choices = styled.div`
  display: grid;
  gap: 12px;

  @media (min-width: 720px) {
    grid-template-columns: 2fr 1fr 1fr 100px;
    align-items: end;
  }
`;

const Label = styled.label`
  display: grid;
  gap: 4px;
  font-weight: 600;
`;

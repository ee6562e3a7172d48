import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Input, Select } from '../../../components/form/controls';
import { showToast } from '../../../lib/toast';
import { useProductsByIds } from '../../catalog/split/useProductsByIds';
import { MAX_QUANTITY } from '../../catalog/selection';
import { resolveSharedLines } from '../../sharedCart/cartFromShared';
import { copyText } from '../../../lib/shareOrCopy';
import { sharedCartUrl } from '../../sharedCart/sharedCartCodec';
import { BuilderLines } from './BuilderLines';
import { Button, ErrorText, Muted, Section, Toolbar } from './consoleStyles';
import { useCartBuilder } from './useCartBuilder';
import { useSearchAnswer } from '../../search/useSearchAnswer';
import { useSearchIndex } from '../../search/useSearchIndex';

/**
 * 'Buat keranjang untuk pelanggan': staff pick products for a shopper (who asked on WhatsApp)
 * and send back a link that opens as that cart on the shopper's phone.
 */
export function CartBuilderSection() {
  // Opened on demand: only the builder reads the catalogue's products (its search index, then
  // the chosen product's file), and only when staff ask for it.
  const [open, setOpen] = useState(false);
  return (
    <Section aria-labelledby="cart-builder">
      <h2 id="cart-builder">Buat keranjang untuk pelanggan</h2>
      <Muted>Cari produk, pilih warna, ukuran dan jumlah, lalu salin tautannya dan kirim lewat WhatsApp. Keranjang di browser ini tidak berubah.</Muted>
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
  // The shop's own search over search.json (the worker the search box uses), fetched now, not
  // before: the console's other sections need none of the catalogue's products.
  const index = useSearchIndex(true);
  if (index.status === 'ready') return <Builder searchUrl={index.url} />;
  if (index.status !== 'failed') return <p role="status">Memuat katalog…</p>;
  return (
    <>
      <ErrorText role="alert">Katalog gagal dimuat. Periksa koneksi, lalu coba lagi; bagian &lsquo;Kesehatan katalog&rsquo; di bawah menyebut berkas yang bermasalah.</ErrorText>
      <Button type="button" onClick={index.retry}>
        Coba lagi
      </Button>
    </>
  );
}

/** Search results offered in 'Produk': enough to pick from, few enough to read. */
const RESULTS = 30;
const noIds: string[] = [];

function Builder({ searchUrl }: { searchUrl: string }) {
  const [query, setQuery] = useState('');
  const answer = useSearchAnswer(searchUrl, query.trim(), RESULTS);
  const found = answer?.ok ? answer.entries : [];
  const [productId, setProductId] = useState('');
  const chosenId = productId || (found[0] ? String(found[0].id) : '');
  // The chosen product's own file (colours, sizes, stock), as its page reads it.
  const chosenIds = useMemo(() => (chosenId ? [chosenId] : noIds), [chosenId]);
  const chosen = useProductsByIds(chosenIds);
  const product = chosen.status === 'ready' ? chosen.values.find((candidate) => String(candidate.id) === chosenId) : undefined;
  const builder = useCartBuilder(product);
  const { choice, products } = builder;
  const [sizeError, setSizeError] = useState(false);
  const link = useMemo(
    () => (builder.lines.length > 0 ? sharedCartUrl(window.location.origin, resolveSharedLines(builder.lines, products).map(({ line }) => line)) : ''),
    [builder.lines, products],
  );
  const pick = (id: string) => {
    setProductId(id);
    builder.chooseProduct(id);
    setSizeError(false);
  };
  const add = () => setSizeError(!builder.add());
  const copy = async () => {
    const outcome = await copyText(link);
    showToast(outcome === 'copied' ? 'Tautan keranjang disalin.' : 'Tautan tidak bisa disalin otomatis; salin dari kolom Tautan.', {
      variant: outcome === 'copied' ? 'success' : 'warning',
    });
  };
  return (
    <>
      <Label>
        Cari produk
        <Input type="search" value={query} placeholder="nama, warna atau kategori" onChange={(event) => (setQuery(event.target.value), pick(''))} />
      </Label>
      <div aria-live="polite">
        {!query.trim() && <Muted>Ketik nama produk yang diminta pelanggan.</Muted>}
        {query.trim() && answer?.ok === false && <ErrorText>Pencarian gagal: {answer.error}</ErrorText>}
        {query.trim() && answer?.ok && answer.query === query.trim() && (
          <Muted>{answer.total === 0 ? 'Tidak ada produk yang cocok.' : `${answer.total} produk cocok${answer.total > found.length ? `, ${found.length} teratas ditampilkan` : ''}.`}</Muted>
        )}
      </div>
      {found.length > 0 && (
        <Choices>
          <Label>
            Produk
            <Select value={chosenId} onChange={(event) => pick(event.target.value)}>
              {found.map((option) => (
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
      )}
      {chosen.status === 'failed' && (
        <ErrorText role="alert">
          Data produk {chosenId} gagal dimuat.{' '}
          <Button type="button" onClick={chosen.retry}>
            Coba lagi
          </Button>
        </ErrorText>
      )}
      {sizeError && <ErrorText role="alert">Pilih ukuran dulu.</ErrorText>}
      {found.length > 0 && (
        <Toolbar>
          {/* aria-disabled, not disabled: the product's file may still be on its way. */}
          <Button type="button" onClick={() => product && add()} aria-disabled={!product}>
            Tambah ke keranjang pelanggan
          </Button>
        </Toolbar>
      )}
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

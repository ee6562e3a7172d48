import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { QuantityStepper } from '../../components/QuantityStepper';
import { useAppDispatch } from '../../lib/hooks';
import { itemAdded } from '../cart/cartSlice';
import type { Product } from './catalogTypes';
import { ColorPicker } from './ColorPicker';
import { cartPayload, maxQuantity, missingChoice, type Selection } from './selection';
import { NotifyWhenAvailable } from './NotifyWhenAvailable';
import { SizePicker } from './SizePicker';
import { isSoldOut } from './stock';

interface ProductPurchaseProps {
  product: Product;
  selection: Selection;
  onChoose: (change: Partial<Selection>) => void;
  /** A square button beside 'Tambah ke keranjang' (the page puts the favourites' heart there). */
  besideAdd?: ReactNode;
}

/** Color, size, quantity and 'Tambah ke keranjang'. The cart's listener shows the toast. */
export function ProductPurchase({ product, selection, onChoose, besideAdd }: ProductPurchaseProps) {
  const dispatch = useAppDispatch();
  const [quantity, setQuantity] = useState(1);
  // Enter in the quantity field tells its typed number in the same event that submits the form,
  // before a render: the submit reads it from here.
  const chosen = useRef(quantity);
  const [error, setError] = useState<string | null>(null);
  const max = maxQuantity(product, selection.size);
  const amount = Math.min(quantity, max);
  const soldOut = isSoldOut(product);

  const add = () => {
    const problem = missingChoice(product, selection);
    setError(problem);
    if (!problem) dispatch(itemAdded(cartPayload(product, selection, Math.min(chosen.current, max))));
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <ColorPicker options={product.colorOptions} value={selection.color} onChange={(color) => onChoose({ color })} />
      {product.sizes.length > 0 && (
        <SizePicker
          sizes={product.sizes}
          value={selection.size}
          error={error}
          onChange={(size) => {
            setError(null);
            onChoose({ size });
          }}
        />
      )}
      <StockHint product={product} size={selection.size} />
      <NotifyWhenAvailable product={product} color={selection.color} />
      {/* No size can be bought: buying is not offered at all ('Kabari saya kalau tersedia' is). */}
      {!soldOut && (
        <QuantityStepper
          quantity={amount}
          max={max}
          showLabel
          onChange={(next) => {
            chosen.current = next;
            setQuantity(next);
          }}
        />
      )}
      <Actions>
        {!soldOut && <AddButton type="submit">Tambah ke keranjang</AddButton>}
        {besideAdd && <Beside>{besideAdd}</Beside>}
      </Actions>
      {product.sizes.length === 0 && error && <p role="alert">{error}</p>}
    </Form>
  );
}

function StockHint({ product, size }: { product: Product; size: string }) {
  const stock = product.sizes.find((option) => option.size === size)?.stock;
  if (product.sizes.length > 0 && product.sizes.every((option) => option.stock === 0)) return <Hint>Stok habis untuk semua ukuran.</Hint>;
  if (stock !== undefined && stock > 0 && stock <= 3) return <Hint>Tinggal {stock} lagi untuk ukuran {size}.</Hint>;
  return null;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Hint = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.sale};
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
`;

// As tall as the add button beside it.
const Beside = styled.div`
  display: flex;
  flex: none;

  > button {
    width: 52px;
    height: 52px;
  }
`;

const AddButton = styled.button`
  flex: 1;
  min-height: 52px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 1.05rem;
  font-weight: 700;
  cursor: pointer;
`;

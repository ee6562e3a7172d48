import { useState } from 'react';
import type { Product } from '../../catalog/catalogTypes';
import type { SharedProductLine } from '../../sharedCart/sharedLineSchema';

export interface BuilderChoice {
  /** '' until staff pick one: the first product found is meant. */
  productId: string;
  /** '' for the product's first colour. */
  color: string;
  /** '' for none chosen yet (or the product's only size). */
  size: string;
  quantity: number;
}

const fresh: BuilderChoice = { productId: '', color: '', size: '', quantity: 1 };

/** The choice as `product` allows it: its first colour, its only size. */
function completed(choice: BuilderChoice, product: Product | undefined): BuilderChoice {
  if (!product) return choice;
  return {
    ...choice,
    productId: String(product.id),
    color: choice.color || (product.colorOptions[0]?.color ?? ''),
    size: choice.size || (product.sizes.length === 1 ? product.sizes[0]!.size : ''),
  };
}

/**
 * The console's cart for a shopper: kept in the section's own state, never in the store, so
 * building one does not touch the staff member's own cart or the action log. `product` is the
 * chosen one's file (read from the split catalogue as it arrives); the products of the lines are
 * kept as they were added, so the link and the table need no other file.
 */
export function useCartBuilder(product: Product | undefined) {
  const [choice, setChoice] = useState<BuilderChoice>(fresh);
  const [lines, setLines] = useState<SharedProductLine[]>([]);
  const [added, setAdded] = useState<Product[]>([]);
  const current = completed(choice, product);

  const chooseProduct = (productId: string) => setChoice({ ...fresh, productId });
  const change = (changes: Partial<BuilderChoice>) => setChoice({ ...current, ...changes });

  /** Adds the choice by the cart's rule: the same product, color and size grows one line. */
  const add = (): boolean => {
    if (!product || (product.sizes.length > 0 && !current.size)) return false;
    const line: SharedProductLine = { kind: 'product', id: String(product.id), color: current.color, size: current.size, quantity: current.quantity };
    setAdded((previous) => [...previous.filter((other) => String(other.id) !== line.id), product]);
    setLines((previous) => {
      const twin = previous.find((other) => other.id === line.id && other.color === line.color && other.size === line.size);
      if (!twin) return [...previous, line];
      return previous.map((other) => (other === twin ? { ...other, quantity: other.quantity + line.quantity } : other));
    });
    return true;
  };
  const remove = (index: number) => setLines((previous) => previous.filter((_, i) => i !== index));

  return { choice: current, lines, products: added, chooseProduct, change, add, remove, clear: () => setLines([]) };
}

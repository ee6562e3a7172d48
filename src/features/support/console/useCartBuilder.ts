import { useState } from 'react';
import type { Product } from '../../catalog/catalogTypes';
import type { SharedProductLine } from '../../sharedCart/sharedLineSchema';

export interface BuilderChoice {
  productId: string;
  color: string;
  size: string;
  quantity: number;
}

const firstChoice = (product: Product | undefined): Omit<BuilderChoice, 'quantity'> => ({
  productId: product ? String(product.id) : '',
  color: product?.colorOptions[0]?.color ?? '',
  size: product?.sizes.length === 1 ? product.sizes[0]!.size : '',
});

/**
 * The console's cart for a shopper: kept in the section's own state, never in the store, so
 * building one does not touch the staff member's own cart or the action log.
 */
export function useCartBuilder(products: readonly Product[]) {
  const [choice, setChoice] = useState<BuilderChoice>({ ...firstChoice(products[0]), quantity: 1 });
  const [lines, setLines] = useState<SharedProductLine[]>([]);
  const product = products.find((candidate) => String(candidate.id) === choice.productId) ?? products[0];
  const current = product && choice.productId === '' ? { ...choice, ...firstChoice(product) } : choice;

  const chooseProduct = (productId: string) =>
    setChoice({ ...firstChoice(products.find((candidate) => String(candidate.id) === productId)), quantity: 1 });
  const change = (changes: Partial<BuilderChoice>) => setChoice({ ...current, ...changes });

  /** Adds the choice by the cart's rule: the same product, color and size grows one line. */
  const add = (): boolean => {
    if (!product || (product.sizes.length > 0 && !current.size)) return false;
    const line: SharedProductLine = { kind: 'product', id: String(product.id), color: current.color, size: current.size, quantity: current.quantity };
    setLines((previous) => {
      const twin = previous.find((other) => other.id === line.id && other.color === line.color && other.size === line.size);
      if (!twin) return [...previous, line];
      return previous.map((other) => (other === twin ? { ...other, quantity: other.quantity + line.quantity } : other));
    });
    return true;
  };
  const remove = (index: number) => setLines((previous) => previous.filter((_, i) => i !== index));

  return { choice: current, product, lines, chooseProduct, change, add, remove, clear: () => setLines([]) };
}

/** The sale picture shown by the home hero and the promo overlay; index.html preloads it for `/`. Drawn in scripts/assets/sale.svg. */
export const saleImage = { src: '/images/promo/sale.svg', width: 1200, height: 800 } as const;

/** The colors products come in: the Indonesian name shoppers see and the ink used to draw it. */
export const palette = {
  Hitam: '#232323',
  Putih: '#f6f4ef',
  'Abu-abu': '#8a8d91',
  Navy: '#22325c',
  Cokelat: '#7a4a2a',
  Krem: '#e4d3b4',
  Merah: '#b3261e',
  Marun: '#6d1a24',
  Zaitun: '#6b6b2a',
  Biru: '#2f6fb3',
  Mustard: '#d4a017',
  'Merah Muda': '#e8a0b4',
  Terakota: '#c2562f',
  Lavender: '#a793c9',
  Sage: '#9caf88',
  Denim: '#4a6485',
  Tosca: '#2a9d8f',
  Khaki: '#b8a47e',
} as const;

export type ColorName = keyof typeof palette;

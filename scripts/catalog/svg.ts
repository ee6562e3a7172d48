/**
 * Small flat illustrations, one per product color, drawn in that color. Each has an intrinsic
 * 400×400 size so the browser reserves its space before it loads.
 */

/** A `#rrggbb` colour's red, green and blue, 0-255. */
export const channelsOf = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

function mix(hex: string, target: number, amount: number): string {
  const mixed = channelsOf(hex).map((c) => Math.round(c + (target - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

interface Inks {
  ink: string;
  line: string;
  light: string;
}

type Drawing = (inks: Inks, variant: number) => string;

const sole = '#fbfaf7';

const drawings: Record<string, Drawing> = {
  sepatu: ({ ink, line, light }, variant) =>
    `<path d="M58 246c0-44 44-78 92-82l58-4c30 32 82 50 134 58 22 4 22 42 0 46l-264 4c-12 0-20-10-20-22z" fill="${ink}" stroke="${line}" stroke-width="6"/>` +
    `<rect x="52" y="262" width="300" height="${variant === 2 ? 40 : 26}" rx="13" fill="${sole}" stroke="${line}" stroke-width="6"/>` +
    `<path d="M168 178l26 26m-8-34l26 26m-10-32l24 24" stroke="${light}" stroke-width="8" stroke-linecap="round"/>` +
    (variant === 1 ? `<path d="M240 226c30 6 60 10 90 12" stroke="${light}" stroke-width="8" fill="none"/>` : ''),
  sandal: ({ ink, line, light }, variant) =>
    `<path d="M150 70c40-16 88-4 100 40 14 52 6 120-6 170-10 44-90 50-104 6-14-48-28-110-20-160 4-28 12-48 30-56z" fill="${sole}" stroke="${line}" stroke-width="6"/>` +
    (variant === 1
      ? `<path d="M136 170l128 0M140 220h120" stroke="${ink}" stroke-width="26" stroke-linecap="round"/>`
      : `<path d="M200 110l-58 90M200 110l58 90" stroke="${ink}" stroke-width="20" stroke-linecap="round"/><circle cx="200" cy="110" r="14" fill="${light}"/>`),
  tas: ({ ink, line, light }, variant) =>
    `<path d="M140 160c0-70 120-70 120 0" fill="none" stroke="${line}" stroke-width="14"/>` +
    `<rect x="86" y="150" width="228" height="180" rx="${variant === 1 ? 90 : 26}" fill="${ink}" stroke="${line}" stroke-width="6"/>` +
    (variant === 2
      ? `<path d="M96 190h208M96 230h208M96 270h208" stroke="${light}" stroke-width="6"/>`
      : `<rect x="176" y="196" width="48" height="26" rx="6" fill="${light}"/>`),
  atasan: ({ ink, line, light }, variant) =>
    `<path d="M150 72l-90 46 28 70 34-14v166h156V174l34 14 28-70-90-46c-8 26-26 38-50 38s-42-12-50-38z" fill="${ink}" stroke="${line}" stroke-width="6" stroke-linejoin="round"/>` +
    (variant === 1 ? `<path d="M200 112v220" stroke="${light}" stroke-width="6"/><circle cx="200" cy="160" r="6" fill="${light}"/><circle cx="200" cy="220" r="6" fill="${light}"/>` : '') +
    (variant === 2 ? `<path d="M122 250h156" stroke="${light}" stroke-width="14"/>` : ''),
  bawahan: ({ ink, line, light }, variant) =>
    variant === 2
      ? `<path d="M136 70h128l56 270H80z" fill="${ink}" stroke="${line}" stroke-width="6" stroke-linejoin="round"/><path d="M136 96h128" stroke="${light}" stroke-width="8"/>`
      : `<path d="M128 60h144l22 284h-70l-24-200-24 200h-70z" fill="${ink}" stroke="${line}" stroke-width="6" stroke-linejoin="round"/><path d="M128 86h144" stroke="${light}" stroke-width="8"/>`,
  cap: ({ ink, line, light }) =>
    `<path d="M96 230c0-80 48-120 104-120s104 40 104 120z" fill="${ink}" stroke="${line}" stroke-width="6"/><path d="M200 230h140c10 0 10 26-6 30l-134 4z" fill="${light}" stroke="${line}" stroke-width="6"/><circle cx="200" cy="108" r="10" fill="${line}"/>`,
  bucket: ({ ink, line, light }) =>
    `<path d="M130 230l16-110h108l16 110z" fill="${ink}" stroke="${line}" stroke-width="6"/><ellipse cx="200" cy="236" rx="130" ry="30" fill="${ink}" stroke="${line}" stroke-width="6"/><path d="M136 200h128" stroke="${light}" stroke-width="8"/>`,
  belt: ({ ink, line, light }) =>
    `<rect x="40" y="176" width="320" height="48" rx="8" fill="${ink}" stroke="${line}" stroke-width="6"/><rect x="84" y="160" width="64" height="80" rx="10" fill="none" stroke="#c9a44c" stroke-width="12"/><path d="M210 200h140" stroke="${light}" stroke-width="4" stroke-dasharray="10 10"/>`,
  wallet: ({ ink, line, light }) =>
    `<rect x="80" y="120" width="240" height="170" rx="18" fill="${ink}" stroke="${line}" stroke-width="6"/><path d="M80 170h240" stroke="${line}" stroke-width="6"/><rect x="250" y="190" width="70" height="50" rx="10" fill="${light}" stroke="${line}" stroke-width="6"/>`,
  glasses: ({ ink, line }) =>
    `<rect x="60" y="160" width="120" height="90" rx="40" fill="${ink}" stroke="${line}" stroke-width="8"/><rect x="220" y="160" width="120" height="90" rx="40" fill="${ink}" stroke="${line}" stroke-width="8"/><path d="M180 190c10-12 30-12 40 0M60 180l-26-14M340 180l26-14" stroke="${line}" stroke-width="8" fill="none"/>`,
  scarf: ({ ink, line, light }) =>
    `<path d="M110 70h180v90c0 40-40 60-60 60l30 140h-70l-20-130c-40-10-60-40-60-70z" fill="${ink}" stroke="${line}" stroke-width="6" stroke-linejoin="round"/><path d="M214 340l-6 26m26-26l-6 26m26-26l-6 26" stroke="${light}" stroke-width="6"/><path d="M110 110h180" stroke="${light}" stroke-width="10"/>`,
  watch: ({ ink, line, light }) =>
    `<rect x="166" y="40" width="68" height="320" rx="20" fill="${ink}" stroke="${line}" stroke-width="6"/><circle cx="200" cy="200" r="78" fill="${sole}" stroke="${line}" stroke-width="10"/><path d="M200 200v-44M200 200l30 18" stroke="${line}" stroke-width="8" stroke-linecap="round"/><circle cx="200" cy="200" r="6" fill="${light}"/>`,
  socks: ({ ink, line, light }) =>
    `<path d="M150 60h80v170c0 20 10 30 40 40 40 14 40 80-10 80h-60c-40 0-50-30-50-60z" fill="${ink}" stroke="${line}" stroke-width="6" stroke-linejoin="round"/><path d="M150 90h80" stroke="${light}" stroke-width="14"/>`,
  bracelet: ({ ink, line }) =>
    Array.from({ length: 12 }, (_, i) => {
      const angle = (i / 12) * Math.PI * 2;
      const x = Math.round(200 + Math.cos(angle) * 110);
      const y = Math.round(200 + Math.sin(angle) * 110);
      return `<circle cx="${x}" cy="${y}" r="26" fill="${ink}" stroke="${line}" stroke-width="5"/>`;
    }).join(''),
  strap: ({ ink, line, light }) =>
    `<path d="M200 50c-90 0-110 150-40 230" fill="none" stroke="${ink}" stroke-width="22" stroke-linecap="round"/><path d="M200 50c90 0 110 150 40 230" fill="none" stroke="${ink}" stroke-width="22" stroke-linecap="round"/><rect x="150" y="270" width="100" height="70" rx="16" fill="${light}" stroke="${line}" stroke-width="6"/>`,
};

/** The SVG for one product in one color. `shape` picks the drawing, `variant` a detail. */
export function productSvg(shape: string, hex: string, variant: number): string {
  const draw = drawings[shape] ?? drawings.tas!;
  const inks: Inks = { ink: hex, line: mix(hex, 0, 0.45), light: mix(hex, 255, 0.55) };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" rx="24" fill="#efe9e1"/>${draw(inks, variant)}</svg>\n`
  );
}

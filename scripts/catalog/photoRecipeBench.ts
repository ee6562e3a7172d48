/**
 * `npx tsx scripts/catalog/photoRecipeBench.ts <photo>...`: what each photo recipe costs and gives,
 * for issue 56's figures. Per recipe: CPU seconds per photo for the encoding alone (every width
 * and format, one photo at a time; the decode and the square are shared and not counted), the
 * bytes of the middle width (640) in each format, and its quality against the uncompressed 640 px
 * square (PSNR over RGB and a mean SSIM over 8×8 blocks of luma: a simple proxy, not butteraugli).
 */
import sharp, { type AvifOptions, type JpegOptions, type WebpOptions } from 'sharp';
import { squareOf, squareImage } from './sheet/photoSquare';

type Recipe = { widths: number[]; avif?: AvifOptions; webp: WebpOptions; jpg: JpegOptions };
const today: Recipe = { widths: [320, 640, 1080], avif: { quality: 50, effort: 2 }, webp: { quality: 76 }, jpg: { quality: 78, mozjpeg: true } };
const recipes: Record<string, Recipe> = {
  'today (avif e2)': today,
  'avif effort 1': { ...today, avif: { quality: 50, effort: 1 } },
  'avif effort 0': { ...today, avif: { quality: 50, effort: 0 } },
  'no avif': { ...today, avif: undefined },
  '2 widths (640,1080)': { ...today, widths: [640, 1080] },
  'avif e0, 2 widths': { ...today, widths: [640, 1080], avif: { quality: 50, effort: 0 } },
  'webp effort 2 (default 4)': { ...today, webp: { quality: 76, effort: 2 } },
  'jpeg without mozjpeg': { ...today, jpg: { quality: 78 } },
};
const MIDDLE = 640;

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

function luma(rgb: Buffer): Float64Array {
  const y = new Float64Array(rgb.length / 3);
  for (let i = 0; i < y.length; i++) y[i] = 0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!;
  return y;
}

/** Mean SSIM over 8×8 blocks of luma (no Gaussian window). */
function ssim(a: Buffer, b: Buffer, side: number): number {
  const [ya, yb] = [luma(a), luma(b)];
  const [c1, c2] = [(0.01 * 255) ** 2, (0.03 * 255) ** 2];
  let sum = 0;
  let n = 0;
  for (let by = 0; by + 8 <= side; by += 8) {
    for (let bx = 0; bx + 8 <= side; bx += 8) {
      let [ma, mb, va, vb, cov] = [0, 0, 0, 0, 0];
      for (let y = by; y < by + 8; y++) {
        for (let x = bx; x < bx + 8; x++) {
          ma += ya[y * side + x]!;
          mb += yb[y * side + x]!;
        }
      }
      ma /= 64;
      mb /= 64;
      for (let y = by; y < by + 8; y++) {
        for (let x = bx; x < bx + 8; x++) {
          const [da, db] = [ya[y * side + x]! - ma, yb[y * side + x]! - mb];
          va += da * da;
          vb += db * db;
          cov += da * db;
        }
      }
      [va, vb, cov] = [va / 63, vb / 63, cov / 63];
      sum += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      n++;
    }
  }
  return sum / n;
}

function psnr(a: Buffer, b: Buffer): number {
  let se = 0;
  for (let i = 0; i < a.length; i++) se += (a[i]! - b[i]!) ** 2;
  return 10 * Math.log10((255 * 255) / (se / a.length));
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

async function main() {
  const files = process.argv.slice(2);
  const rows: Record<string, { cpu: number[]; bytes: Record<string, number[]>; psnr: Record<string, number[]>; ssim: Record<string, number[]> }> = {};
  for (const name of Object.keys(recipes)) rows[name] = { cpu: [], bytes: {}, psnr: {}, ssim: {} };
  for (const file of files) {
    const meta = await sharp(file).metadata();
    const size = { w: meta.width!, h: meta.height! };
    const side = Math.max(size.w, size.h);
    const master = await squareOf(sharp(file).rotate(), size, 'pas', Math.min(side, 1080));
    const reference = await squareImage(master).resize(MIDDLE, MIDDLE).raw().toBuffer();
    for (const [name, recipe] of Object.entries(recipes)) {
      const widths = recipe.widths.filter((width) => width <= master.side);
      const formats = [...(recipe.avif ? [['avif', recipe.avif] as const] : []), ['webp', recipe.webp] as const, ['jpeg', recipe.jpg] as const];
      const encoded: Record<string, Buffer> = {};
      const started = cpu();
      for (const width of widths) {
        const square = width === master.side ? squareImage(master) : squareImage(master).resize(width, width);
        for (const [format, options] of formats) {
          const buffer = await square.clone().toFormat(format, options).toBuffer();
          if (width === MIDDLE) encoded[format] = buffer;
        }
      }
      rows[name]!.cpu.push(cpu() - started);
      for (const [format, buffer] of Object.entries(encoded)) {
        const decoded = await sharp(buffer).removeAlpha().raw().toBuffer();
        const row = rows[name]!;
        (row.bytes[format] ??= []).push(buffer.length);
        (row.psnr[format] ??= []).push(psnr(reference, decoded));
        (row.ssim[format] ??= []).push(ssim(reference, decoded, MIDDLE));
      }
    }
  }
  console.log(`${files.length} photos, sharp.concurrency() = ${sharp.concurrency()}; medians`);
  for (const [name, row] of Object.entries(rows)) {
    const formats = Object.keys(row.bytes)
      .map((format) => `${format} ${(median(row.bytes[format]!) / 1024).toFixed(1)} KB psnr ${median(row.psnr[format]!).toFixed(1)} ssim ${median(row.ssim[format]!).toFixed(4)}`)
      .join(' | ');
    console.log(`${name.padEnd(26)} cpu ${median(row.cpu).toFixed(3)} s | ${formats}`);
  }
}

void main();

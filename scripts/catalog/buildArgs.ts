import { parseArgs } from 'node:util';

export interface BuildArgs {
  dir: string;
  out: string;
  cache: string;
}

const USAGE = 'npm run catalog:build -- --dir <folder berisi produk.csv, kategori.csv dan foto/>';

/**
 * What `npm run catalog:build` was asked to build, or what to type instead, in Indonesian.
 * npm keeps options before `--` for itself: `npm run catalog:build --dir toko` reaches the script
 * as `toko` with npm_config_dir=true (npm 11; older npms set npm_config_dir=toko), so the folder
 * is taken from there too, and so is a bare `npm run catalog:build toko`. With `--out` also before
 * `--`, which value was which is lost, so the owner is told what to type.
 */
export function readBuildArgs(argv: string[], env: NodeJS.ProcessEnv): BuildArgs | { problem: string } {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    const option = /'(-[^']*)'/.exec((error as Error).message)?.[1];
    return { problem: option ? `pilihan '${option}' tidak dikenal. Ketik: ${USAGE}` : `perintahnya tidak bisa dibaca. Ketik: ${USAGE}` };
  }
  const { values, positionals } = parsed;
  const npmSet = (name: string) => env[`npm_config_${name}`];
  if (npmSet('out') !== undefined) {
    return { problem: `tulis '--' sesudah catalog:build, supaya npm meneruskan pilihannya: npm run catalog:build -- --dir <folder> --out <folder keluaran>` };
  }
  const fromNpm = npmSet('dir') && npmSet('dir') !== 'true' ? npmSet('dir') : undefined;
  const dir = values.dir ?? fromNpm ?? positionals[0];
  if (!dir) return { problem: `folder toko belum disebut. Ketik: ${USAGE}` };
  if (positionals.length > (values.dir || fromNpm ? 0 : 1)) {
    return { problem: `'${positionals.join(' ')}' tidak dimengerti. Ketik: ${USAGE}` };
  }
  return { dir, out: values.out ?? 'public/catalog', cache: values.cache ?? '.cache/catalog-photos' };
}

const parse = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: {
      dir: { type: 'string' },
      out: { type: 'string' },
      // Photos already encoded are taken from here (gitignored; delete it to start afresh).
      cache: { type: 'string' },
    },
  });

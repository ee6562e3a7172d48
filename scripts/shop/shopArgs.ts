import { parseArgs } from 'node:util';
import { DEMO_SHOP } from './demoShop';

export const USAGE = 'npm run toko -- --dir <folder toko Anda>   (contoh: npm run toko -- --dir toko-ani)';

/**
 * The shop folder named on `npm run toko`'s command line, however she typed it:
 * `npm run toko -- --dir toko-ani` (as documented), `npm run toko -- toko-ani`, and the two ways
 * of forgetting npm's `--`: `npm run toko --dir=toko-ani` (npm keeps it as npm_config_dir) and
 * `npm run toko --dir toko-ani` (npm_config_dir is then 'true' and the folder arrives alone).
 * No folder: the demo shop. Anything else is answered with what to type, in Indonesian.
 */
export function shopFolderFrom(argv: string[], env: NodeJS.ProcessEnv): { dir: string; demo: boolean } | { error: string } {
  let parsed: ReturnType<typeof parseFolderArgs>;
  try {
    parsed = parseFolderArgs(argv);
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return { error: `nama folder toko belum ditulis sesudah --dir. Ketik: ${USAGE}` };
    const option = /'(-[^' ]*)/.exec(message)?.[1];
    return { error: `${option ? `pilihan '${option}' tidak dikenal` : 'perintah tidak bisa dibaca'}. Ketik: ${USAGE}` };
  }
  const { values, positionals } = parsed;
  const fromNpm = env.npm_config_dir && env.npm_config_dir !== 'true' ? env.npm_config_dir : undefined;
  const named = [values.dir, ...positionals, fromNpm].filter((value): value is string => Boolean(value));
  const folders = [...new Set(named)];
  if (folders.length > 1) return { error: `dua folder disebut (${folders.map((folder) => `'${folder}'`).join(' dan ')}); sebut satu saja. Ketik: ${USAGE}` };
  if (values.dir === '' || (env.npm_config_dir === 'true' && !folders.length)) return { error: `nama folder toko belum ditulis sesudah --dir. Ketik: ${USAGE}` };
  return folders.length ? { dir: folders[0]!, demo: false } : { dir: DEMO_SHOP, demo: true };
}

const parseFolderArgs = (argv: string[]) => parseArgs({ args: argv, options: { dir: { type: 'string' } }, allowPositionals: true, strict: true });

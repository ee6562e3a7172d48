import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DEMO_SHOP } from './demoShop';

// The folder as a plain word after the command: npm passes it on without `--`, and says nothing about it.
export const USAGE = 'npm run toko <folder toko Anda>   (contoh: npm run toko toko-ani)';

type Options = NonNullable<ParseArgsConfig['options']>;
export type FolderArgs = { dir: string; demo: boolean; values: Record<string, unknown> } | { error: string };

/**
 * The shop folder named on the command line, however she typed it:
 * `npm run toko toko-ani` (as documented: a bare word needs no `--`), `npm run toko -- --dir toko-ani`
 * (as documented before), and the two ways
 * of forgetting npm's `--`: `npm run toko --dir=toko-ani` (npm keeps it as npm_config_dir) and
 * `npm run toko --dir toko-ani` (npm_config_dir is then 'true' and the folder arrives alone).
 * No folder: the demo shop. Anything else is answered with what to type, in Indonesian (`usage`).
 * `options` are the command's other options (catalog:build's --out and --cache).
 */
export function shopFolderFrom(argv: string[], env: NodeJS.ProcessEnv, { usage = USAGE, options = {} }: { usage?: string; options?: Options } = {}): FolderArgs {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: argv, options: { ...options, dir: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const option = /'(--?[a-z-]+)/i.exec(message)?.[1] ?? '--dir';
      return { error: `nama folder belum ditulis sesudah ${option}. Ketik: ${usage}` };
    }
    const option = /'(-[^' ]*)/.exec(message)?.[1];
    return { error: `${option ? `pilihan '${option}' tidak dikenal` : 'perintah tidak bisa dibaca'}. Ketik: ${usage}` };
  }
  const { values, positionals } = parsed;
  // An option of the command's own typed before npm's `--` (`--out keluaran`) is kept by npm, and
  // which word was which is lost: never guess where to write, say what to type.
  // (`cache` is npm's own setting too, present on every run: it tells nothing.)
  const keptByNpm = Object.keys(options).find((name) => name !== 'cache' && env[`npm_config_${name}`] !== undefined);
  if (keptByNpm) return { error: `tulis '--' sebelum pilihan seperti --${keptByNpm}, supaya npm meneruskannya. Ketik: ${usage}` };
  const dirValue = values.dir as string | undefined;
  const fromNpm = env.npm_config_dir && env.npm_config_dir !== 'true' ? env.npm_config_dir : undefined;
  const named = [dirValue, ...positionals, fromNpm].filter((value): value is string => Boolean(value));
  const folders = [...new Set(named)];
  if (folders.length > 1) return { error: `dua folder disebut (${folders.map((folder) => `'${folder}'`).join(' dan ')}); sebut satu saja. Ketik: ${usage}` };
  if (dirValue === '' || (env.npm_config_dir === 'true' && !folders.length)) return { error: `nama folder belum ditulis sesudah --dir. Ketik: ${usage}` };
  return folders.length ? { dir: folders[0]!, demo: false, values } : { dir: DEMO_SHOP, demo: true, values };
}

/**
 * `npm run toko --dir toko-ani` works, but npm has already printed its English
 * 'Unknown cli config "--dir"' warning above our first line: say it is harmless and what to type
 * next time. Undefined when npm had nothing to say (the folder came without --dir, or after `--`).
 */
export function npmWarningNote(env: NodeJS.ProcessEnv, dir: string, command = 'npm run toko'): string | undefined {
  if (env.npm_config_dir === undefined) return undefined;
  return `Peringatan npm "Unknown cli config --dir" di atas boleh diabaikan. Lain kali cukup ketik: ${command} ${dir}`;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Compiler } from 'webpack';

/**
 * The app as the last full build of `npm run toko` wrote it (webpack's output, before the
 * catalogue and the pages' previews went in), with the fingerprint of what it was made from
 * (appFingerprint.ts). Kept beside the repository's other caches (gitignored); the publishing
 * workflow restores it from its cache, so its next price change takes the same quick path.
 */
export const APP_RECORD = '.cache/app';
/** The app's files, inside the record. */
export const appFilesOf = (record: string) => path.join(record, 'files');
const fingerprintFile = (record: string) => path.join(record, 'fingerprint.txt');

/** The recorded app's fingerprint, or undefined when there is no whole record. */
export async function recordedFingerprint(record: string): Promise<string | undefined> {
  const text = await fs.readFile(fingerprintFile(record), 'utf8').catch(() => undefined);
  return text?.trim() || undefined;
}

/** Seals a record the build has filled: the fingerprint is written last, so a record without one is never used. */
export async function sealRecord(record: string, fingerprint: string): Promise<void> {
  await fs.writeFile(fingerprintFile(record), `${fingerprint}\n`);
}

/**
 * `webpack --env appRecord=<folder>`: copies webpack's output into the record as soon as it is
 * written, before any other plugin's afterEmit adds the catalogue or paints previews over
 * index.html and shell.html. Must be the first production plugin to tap afterEmit.
 */
export class AppRecordPlugin {
  constructor(private readonly record: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('AppRecord', async (compilation) => {
      if (compilation.errors.length > 0) return;
      await fs.rm(this.record, { recursive: true, force: true });
      await fs.cp(compilation.outputOptions.path!, appFilesOf(this.record), { recursive: true });
    });
  }
}

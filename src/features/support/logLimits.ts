/**
 * The largest log file support opens. The shop's exports and reports keep at most 1,000 actions
 * (actionRecorder.ts); a busy session of them, a 20-line cart synced between tabs on every
 * change, stays well under 4 MB. A bigger file was not made by the shop, and reading one would
 * hold the page (a 5.8 MB file of 200,000 actions took 50 s before this limit).
 */
export const LOG_FILE_MAX_BYTES = 4 * 1024 * 1024;
/** The same for text already read: a character is at least a byte. */
export const LOG_FILE_MAX_CHARS = LOG_FILE_MAX_BYTES;

/** '5,8' (Indonesian decimal comma), the same on every machine whatever its locale. */
const megabytes = (bytes: number) => (Math.round((bytes / 1024 / 1024) * 10) / 10).toString().replace('.', ',');

/** '200.000': thousands with dots, whatever the machine's locale. */
export const wholeNumber = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** The one sentence for a file over the limit. */
export const logTooLarge = (bytes: number): string =>
  `berkas ini ${megabytes(bytes)} MB, lebih besar dari log mana pun yang dibuat toko (paling besar ${megabytes(LOG_FILE_MAX_BYTES)} MB, 1.000 aksi), jadi tidak dibaca`;

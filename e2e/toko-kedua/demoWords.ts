/**
 * What of the demo shop must never reach another shop's site: the values of its toko.csv that
 * name or describe it, its categories' names and descriptions, and the demo's own copy. Read from
 * the demo's folder, so a changed demo value is checked without editing this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8 } from 'fflate';
import { notaDictionary } from '../../src/features/nota/notaDictionary';

const root = path.resolve(__dirname, '../..');
const demo = path.join(root, 'toko-contoh');

/** A CSV row's cells (the demo's sheets: `;`, cells maybe quoted, no `;` inside one). */
const cells = (line: string) => line.split(';').map((cell) => cell.replace(/^\uFEFF/, '').replace(/^"|"$/g, '').trim());
const rows = (file: string) => fs.readFileSync(path.join(demo, file), 'utf8').split(/\r?\n/).slice(1).filter(Boolean).map(cells);

/** toko.csv's keys whose values name or describe the demo shop (not 'ya', '500' or 'LK'). */
const SHOP_KEYS = ['nama', 'slogan', 'hak_cipta', 'deskripsi', 'whatsapp', 'alamat', 'titik_peta', 'instagram', 'youtube', 'tiktok', 'bank', 'ewallet', 'qris', 'kota_toko', 'cod', 'sapaan_chat', 'teks_beranda', 'teks_custom', 'model_custom'];

/** Keys whose values are lists or made of parts; a sentence's parts ('saya ingin bertanya.') are anyone's. */
const LIST_KEYS = ['alamat', 'titik_peta', 'bank', 'ewallet', 'cod', 'model_custom'];

export interface DemoWord {
  word: string;
  /** Where it comes from, for the failure message. */
  from: string;
}

function demoWords(): DemoWord[] {
  const words: DemoWord[] = [];
  const add = (word: string, from: string) => {
    if (word.length >= 3 && !words.some((known) => known.word === word)) words.push({ word, from });
  };
  for (const [key = '', value = ''] of rows('toko.csv')) {
    if (!SHOP_KEYS.includes(key) || !value) continue;
    add(value, `toko.csv ${key}`);
    // Its parts too: a bank line's number and holder (not the bank's name: any shop may bank
    // there), the address's street and city, each model.
    if (!LIST_KEYS.includes(key)) continue;
    const parts = value.split(/\s*[|,]\s*/);
    for (const part of key === 'bank' || key === 'ewallet' ? parts.slice(1) : parts) add(part, `toko.csv ${key}`);
  }
  // The WhatsApp number as wa.me links and the footer write it.
  add('6281234567890', 'toko.csv whatsapp');
  add('812-3456-7890', 'toko.csv whatsapp');
  for (const [slug = '', name = '', description = ''] of rows('kategori.csv')) {
    add(slug, 'kategori.csv slug');
    add(name, 'kategori.csv nama');
    add(description, 'kategori.csv deskripsi');
  }
  // The demo's copy that was written into the app before her words came from her folder.
  for (const copy of ['Langkah', 'Melangkah', 'perajin lokal', 'Braga', 'Bandung', 'langkah.id', 'Sneakers', 'Loafer', 'sepatu, tas']) add(copy, 'demo copy');
  return words;
}

export const DEMO_WORDS = demoWords();

/** Whether `text` holds `word` as a word of its own ('Tas', never the 'tas' of 'kualitas'). */
export function holds(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(text);
}

/** Each demo word `text` holds, with some text around it to find it by. */
export function demoWordsIn(text: string): string[] {
  return DEMO_WORDS.filter(({ word }) => holds(text, word)).map(({ word, from }) => {
    const at = text.indexOf(word);
    return `'${word}' (${from}) in …${text.slice(Math.max(0, at - 60), at + word.length + 60)}…`;
  });
}

/**
 * What the app's code keeps by design (issue 63, "what stays the same"), taken out of the built
 * JavaScript before it is searched: each names the software to staff, or is a fixed format.
 */
export const SOFTWARE_NAMES: { why: string; pattern: RegExp }[] = [
  { why: 'the Redux DevTools instance name (src/app/store.ts)', pattern: /name:"Langkah"/g },
  { why: "the action log's `app` field (src/features/support/logFile.ts)", pattern: /app:"Langkah"/g },
  { why: "the support console's replay slider, named after the DevTools instance (ReplayViewer.tsx)", pattern: /children:"Langkah"/g },
  { why: 'the support console telling staff which DevTools instance to open (AdminPage.tsx)', pattern: /toko bernama ‘Langkah’/g },
  { why: 'the developer console warnings about damaged stored lists', pattern: /`Langkah: \$\{/g },
  {
    why: "the nota's word dictionary (src/features/nota/notaDictionary.ts): part of the link format",
    pattern: new RegExp(
      strFromU8(notaDictionary)
        .split('\n')
        .map((line) => line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|'),
      'g',
    ),
  },
];


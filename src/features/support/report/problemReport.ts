import { shop } from '../../../config/shop';
import type { ActionLogSnapshot } from '../actionRecorder';
import { downloadText } from '../console/downloadText';
import { logFileName, serializeLogFile, toLogFile } from '../logFile';

/**
 * 'Laporkan masalah': this browser's action log as a file the shopper sends in the WhatsApp chat.
 * The same file as 'Ekspor log' in /admin (Redux DevTools' import format), so support opens it
 * with 'Impor log'. It holds what the store holds and nothing else: the cart, the theme, open
 * panels, the catalogue by version only (catalogRef.ts). The checkout form's name, phone and
 * address never enter the store, so they cannot be in it.
 */
export interface ReportFile {
  name: string;
  text: string;
}

export function problemReport(snapshot: ActionLogSnapshot, now = new Date()): ReportFile {
  const file = toLogFile(snapshot, now);
  file.note = [file.note, 'Laporan masalah dari pembeli. Buka dengan "Impor log" di /admin.'].filter(Boolean).join(' ');
  return { name: logFileName(now).replace('langkah-log-', 'langkah-laporan-'), text: serializeLogFile(file) };
}

/** How the file reached the shopper: handed to the share sheet, saved as a download, or the share was cancelled. */
export type ReportOutcome = 'shared' | 'downloaded' | 'cancelled';

/**
 * Shares the file with the Web Share API where the browser can share files (phones), and
 * downloads it otherwise. Must run straight from the tap: `share()` needs the tap's activation.
 */
export async function deliverReport({ name, text }: ReportFile, nav: Partial<Navigator> = navigator): Promise<ReportOutcome> {
  const file = typeof File === 'function' ? new File([text], name, { type: 'application/json' }) : null;
  if (file && nav.share && nav.canShare?.({ files: [file] })) {
    try {
      await nav.share({ files: [file], title: `Laporan masalah ${shop.name}`, text: `Berkas laporan masalah untuk tim ${shop.name}.` });
      return 'shared';
    } catch (error) {
      if ((error as DOMException).name === 'AbortError') return 'cancelled';
      // Refused for another reason (no activation left, a policy): the download still works.
    }
  }
  downloadText(name, text);
  return 'downloaded';
}

const chatNumber = `+${shop.whatsappNumber}`;

/** The one line that tells the shopper what to do with the file. */
export function reportMessage(outcome: ReportOutcome): string {
  if (outcome === 'shared') return `Pilih WhatsApp lalu kirim berkas laporan ke chat ${shop.name} (${chatNumber}).`;
  if (outcome === 'downloaded') return `Berkas laporan sudah diunduh. Kirim berkas itu di chat WhatsApp ${shop.name} (${chatNumber}).`;
  return 'Laporan tidak jadi dibagikan. Tekan Laporkan masalah lagi kapan saja.';
}

/** The text the chat opens with when the shopper follows the link beside the message. */
export const reportChatText = `Halo ${shop.name}, saya mengalami masalah di toko online. Berkas laporannya saya kirim di chat ini.`;

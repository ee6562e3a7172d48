import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useAppStore } from '../../../lib/hooks';
import { nextTask } from '../../../lib/nextTask';
import { LOG_FILE_MAX_BYTES, logTooLarge } from '../logLimits';
import { replayLogFileInSlices, type ReplayedFile } from '../replay';
import { currentCatalogVersion, describeCatalogMatch } from './catalogForReplay';
import { Button, ErrorText, Muted, Section, Toolbar } from './consoleStyles';
import { ReplayViewer } from './ReplayViewer';

interface Imported {
  fileName: string;
  replay: ReplayedFile;
  /** Which catalogue the log names, and whether this page's is the same. */
  catalogLine: string | null;
  /** Bumped on every import, so the viewer starts afresh even for the same file. */
  serial: number;
}

/**
 * 'Impor log': reads a log file, replays it in memory and lets support step through it.
 * Nothing reaches the shopper's saved cart unless 'Terapkan' is confirmed.
 */
export function ImportLogSection() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [imported, setImported] = useState<Imported | null>(null);
  const [error, setError] = useState<string | null>(null);
  const store = useAppStore();

  const [reading, setReading] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Refused before a byte is read: a file bigger than any log would hold the page.
    if (file.size > LOG_FILE_MAX_BYTES) {
      setError(`${file.name}: ${logTooLarge(file.size)}`);
      return;
    }
    setReading(true);
    try {
      const text = await file.text();
      let version: string | undefined;
      const currentVersion = async () => (version = await currentCatalogVersion(store));
      const result = await replayLogFileInSlices(text, store.reducer, { currentVersion, pause: nextTask });
      if (!result.ok) {
        setError(`${file.name}: ${result.error}`);
        return;
      }
      const replay = result.value;
      // The log names the shopper's catalogue by version: say whether the shop still has it.
      const catalogLine = replay.catalog.ref ? describeCatalogMatch(replay.catalog.ref, version) : null;
      setError(null);
      setImported((previous) => ({ fileName: file.name, replay, catalogLine, serial: (previous?.serial ?? 0) + 1 }));
    } finally {
      setReading(false);
    }
  };

  return (
    <Section aria-labelledby="impor-log">
      <h2 id="impor-log">Impor log</h2>
      <Muted>
        Buka berkas log (dari tombol Ekspor log) untuk melihat keadaan setelah tiap aksi. Keranjang di
        browser ini tidak berubah kecuali Anda memilih Terapkan.
      </Muted>
      <Toolbar>
        <Button type="button" onClick={() => input.current?.click()}>
          Impor log
        </Button>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept="application/json,.json"
          aria-label="Berkas log"
          hidden
          onChange={(event) => void onFile(event)}
        />
      </Toolbar>
      {reading && <Muted role="status">Membaca log…</Muted>}
      <div role="alert">{error && <ErrorText>Log tidak bisa dibaca. {error}</ErrorText>}</div>
      {imported?.catalogLine && <Muted>{imported.catalogLine}</Muted>}
      {imported && (
        <ReplayViewer key={imported.serial} fileName={imported.fileName} replay={imported.replay} onClose={() => setImported(null)} />
      )}
    </Section>
  );
}

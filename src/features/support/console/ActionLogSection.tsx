import { useRef, useState } from 'react';
import { showToast } from '../../../lib/toast';
import { ACTION_LOG_LIMIT } from '../actionRecorder';
import { logFileName, serializeLogFile, toLogFile } from '../logFile';
import { ActionList } from './ActionList';
import { Button, Muted, Section, Toolbar } from './consoleStyles';
import { downloadText } from './downloadText';
import { useActionLog } from './useActionLog';

const shownByDefault = 50;

/** The live log of this page's actions, newest first, with export in Redux DevTools' format. */
export function ActionLogSection() {
  const log = useActionLog();
  const [showAll, setShowAll] = useState(false);
  const newestFirst = log.entries.map((entry, index) => ({ entry, number: index + 1 })).reverse();
  const shown = showAll ? newestFirst : newestFirst.slice(0, shownByDefault);
  const exportButton = useRef<HTMLButtonElement>(null);
  // 'Mulai log baru' is disabled once the log is empty, which would drop its focus to the page.
  const startNewLog = () => {
    log.clear();
    exportButton.current?.focus();
  };

  const exportLog = () => {
    const now = new Date();
    downloadText(logFileName(now), serializeLogFile(toLogFile(log, now)));
    showToast(`Log diekspor: ${log.entries.length} aksi.`, { variant: 'success' });
  };

  return (
    <Section aria-labelledby="log-aksi">
      <h2 id="log-aksi">Log aksi</h2>
      <Muted>
        {log.entries.length} aksi sejak halaman dibuka (paling banyak {ACTION_LOG_LIMIT.toLocaleString('id-ID')} terbaru
        disimpan{log.dropped > 0 ? `; ${log.dropped} aksi lama sudah dibuang` : ''}). Berkas ekspor bisa dibuka di Redux
        DevTools (Import) dan diputar ulang dengan <code>npm run replay</code>.
      </Muted>
      <Toolbar>
        <Button ref={exportButton} type="button" $variant="primary" onClick={exportLog}>
          Ekspor log
        </Button>
        <Button type="button" onClick={startNewLog} disabled={log.entries.length === 0}>
          Mulai log baru
        </Button>
      </Toolbar>
      <ActionList items={shown} label="Aksi terbaru" />
      {newestFirst.length > shownByDefault && (
        <Button type="button" onClick={() => setShowAll((all) => !all)}>
          {showAll ? `Tampilkan ${shownByDefault} terbaru saja` : `Tampilkan semua (${newestFirst.length})`}
        </Button>
      )}
    </Section>
  );
}

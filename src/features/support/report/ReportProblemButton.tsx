import { useState } from 'react';
import styled from 'styled-components';
import { useAppStore } from '../../../lib/hooks';
import { whatsappLink } from '../../../config/shop';
import { touchTarget } from '../../../styles/touchTarget';

// The file's making and sharing are a chunk of their own, fetched when the shopper reaches for
// the button (pointer over it, focus, touch), not with the footer every page loads at its start.
const loadReport = () => import(/* webpackChunkName: "problem-report" */ './problemReport');
const preload = () => void loadReport().catch(() => undefined);

interface Said {
  message: string;
  /** The chat link offered beside the message, unless nothing went out. */
  chat?: string;
}

/**
 * 'Laporkan masalah', in the footer: makes this browser's log file and shares or downloads it
 * (problemReport.ts), then says under the button what to do with it.
 */
export default function ReportProblemButton() {
  const store = useAppStore();
  const [said, setSaid] = useState<Said | null>(null);

  const report = async () => {
    const snapshot = store.actionLog.getSnapshot();
    try {
      const { deliverReport, problemReport, reportChatText, reportMessage } = await loadReport();
      const delivered = await deliverReport(problemReport(snapshot));
      setSaid({ message: reportMessage(delivered), chat: delivered === 'cancelled' ? undefined : whatsappLink(reportChatText) });
    } catch {
      setSaid({ message: 'Laporan belum bisa dibuat. Periksa koneksi, lalu coba lagi.' });
    }
  };

  return (
    <>
      <Button type="button" onPointerEnter={preload} onPointerDown={preload} onFocus={preload} onClick={() => void report()}>
        Laporkan masalah
      </Button>
      {/* A live region from the start, so the line is announced when it comes. Not role="status":
          the build's preview treats a status on the page as something still loading. */}
      <Status aria-live="polite" aria-atomic="true">
        {said && (
          <>
            {said.message} {said.chat && <a href={said.chat}>Buka chat WhatsApp</a>}
          </>
        )}
      </Status>
    </>
  );
}

const Button = styled.button`
  min-height: ${touchTarget};
  padding: 0 18px;
  border: 1px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const Status = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.text};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

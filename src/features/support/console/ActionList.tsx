import type { UnknownAction } from '@reduxjs/toolkit';
import { useState } from 'react';
import styled from 'styled-components';
import { Code, Muted } from './consoleStyles';

export interface ListedAction {
  entry: { action: UnknownAction; at?: number };
  /** 1-based position in the log, as replay errors name it ("aksi #3"). */
  number: number;
}

const timeFormat = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** Actions with their number, time and payload (expandable). */
export function ActionList({ items, label }: { items: readonly ListedAction[]; label: string }) {
  if (items.length === 0) return <Muted>Belum ada aksi.</Muted>;
  return (
    <List aria-label={label}>
      {items.map(({ entry, number }) => (
        <li key={number}>
          <ActionSummary action={entry.action} number={number} at={entry.at} />
        </li>
      ))}
    </List>
  );
}

function ActionSummary({ action, number, at }: { action: UnknownAction; number: number; at?: number }) {
  const [open, setOpen] = useState(false);
  const { type, ...rest } = action;
  // `payload: undefined` (an action without one) is not worth a disclosure.
  const hasDetails = Object.values(rest).some((value) => value !== undefined);
  const title = (
    <>
      <Position>#{number}</Position> <Code>{type}</Code>
      {at !== undefined && <Time dateTime={new Date(at).toISOString()}>{timeFormat.format(at)}</Time>}
    </>
  );
  if (!hasDetails) {
    return (
      <Plain>
        <Row>{title}</Row>
      </Plain>
    );
  }
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <Summary>
        <Row>{title}</Row>
      </Summary>
      {/* Built only when opened: a loaded catalogue makes a payload of tens of kilobytes. */}
      {open && <Pre>{preview(rest)}</Pre>}
    </details>
  );
}

const previewLimit = 20_000;

function preview(details: object): string {
  const text = JSON.stringify(details, null, 2);
  if (text.length <= previewLimit) return text;
  return `${text.slice(0, previewLimit)}\n… ${(text.length - previewLimit).toLocaleString('id-ID')} karakter lagi (lengkap di berkas ekspor)`;
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 420px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

// The summary keeps its disclosure triangle; the row beside it lines up number, type and time.
const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px;
  width: calc(100% - 1.5em);
`;

const Plain = styled.div`
  padding: 8px 10px 8px calc(10px + 1.5em);
`;

const Summary = styled.summary`
  padding: 8px 10px;
  cursor: pointer;
`;

const Position = styled.span`
  min-width: 3.5em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Time = styled.time`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Pre = styled.pre`
  margin: 0;
  padding: 8px 10px 12px;
  overflow-x: auto;
  font-size: 0.85rem;
  background: ${({ theme }) => theme.colors.surface};
`;

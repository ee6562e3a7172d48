import type { UnknownAction } from '@reduxjs/toolkit';
import type { ActionLogSnapshot } from './actionRecorder';
import { lastCatalogRef, type CatalogRef } from './catalogRef';
import { stripPersist } from './plainState';

/**
 * Redux DevTools' import format: the actions and the state before them, each as a JSON
 * string. The extension's import reads only these two keys, so the rest is for people.
 */
export interface LogFile {
  payload: string;
  preloadedState: string;
  app?: string;
  exportedAt?: string;
  droppedActions?: number;
  note?: string;
  /** The catalogue the page had, by version (the products were never in the store: catalogRef.ts). */
  catalog?: CatalogRef;
}

export function toLogFile(snapshot: ActionLogSnapshot, exportedAt = new Date()): LogFile {
  const baseline = stripPersist(snapshot.baseline);
  const actions = snapshot.entries.map((entry): UnknownAction => entry.action);
  const file: LogFile = {
    payload: JSON.stringify(actions),
    preloadedState: JSON.stringify(baseline),
    app: 'Langkah',
    exportedAt: exportedAt.toISOString(),
    droppedActions: snapshot.dropped,
  };
  const catalog = lastCatalogRef(baseline, actions);
  if (catalog) file.catalog = catalog;
  if (snapshot.dropped > 0) {
    file.note = `${snapshot.dropped} aksi lama dibuang; preloadedState adalah keadaan setelah aksi-aksi itu.`;
  }
  return file;
}

export const serializeLogFile = (file: LogFile): string => `${JSON.stringify(file, null, 2)}\n`;

/** e.g. `langkah-log-2025-03-01T10-20-30.json`: sortable and safe on every file system. */
export const logFileName = (exportedAt = new Date()): string =>
  `langkah-log-${exportedAt.toISOString().slice(0, 19).replace(/:/g, '-')}.json`;

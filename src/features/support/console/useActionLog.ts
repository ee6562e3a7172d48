import { useSyncExternalStore } from 'react';
import { useAppStore } from '../../../lib/hooks';
import type { ActionLogSnapshot } from '../actionRecorder';

/** The store's action log, re-rendering as actions arrive. */
export function useActionLog(): ActionLogSnapshot & { clear: () => void } {
  const { actionLog } = useAppStore();
  const snapshot = useSyncExternalStore(actionLog.subscribe, actionLog.getSnapshot);
  return { ...snapshot, clear: actionLog.clear };
}

import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * Whole seconds left of a wait, ticking down. `start(ms)` begins a new wait; `initialMs` gives
 * a wait already running (e.g. remembered across a reload).
 */
export function useCountdown(initialMs: () => number): [secondsLeft: number, start: (ms: number) => void] {
  const [until, setUntil] = useState(() => Date.now() + initialMs());
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(until));
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setSecondsLeft(secondsUntil(until)), 250);
    return () => clearInterval(timer);
  }, [until, running]);

  const start = useCallback((ms: number) => {
    setUntil(Date.now() + ms);
    setSecondsLeft(Math.ceil(ms / 1000));
  }, []);
  return [secondsLeft, start];
}

import { whenPageSettled } from '../../src/lib/whenPageSettled';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs the deferred work only after the delay, once the page has loaded', () => {
  expect(document.readyState).toBe('complete');
  const run = jest.fn();
  whenPageSettled(run, 4000);
  jest.advanceTimersByTime(3999);
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  jest.runOnlyPendingTimers();
  expect(run).toHaveBeenCalledTimes(1);
});

it('never runs work that was cancelled', () => {
  const run = jest.fn();
  const cancel = whenPageSettled(run, 1000);
  cancel();
  jest.runAllTimers();
  expect(run).not.toHaveBeenCalled();
});

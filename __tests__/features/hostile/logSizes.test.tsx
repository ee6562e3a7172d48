import { screen } from '@testing-library/react';
import { shopReducer } from '../../../src/app/rootReducer';
import { ACTION_LOG_LIMIT } from '../../../src/features/support/actionRecorder';
import { parseLogFile } from '../../../src/features/support/parseLogFile';
import { replayLog, replayLogInSlices, REPLAY_SLICE, rootKeys } from '../../../src/features/support/replay';
import { LOG_FILE_MAX_BYTES } from '../../../src/features/support/logLimits';
import AdminPage from '../../../src/pages/AdminPage';
import { renderWithProviders } from '../../test-utils';
import { addSandal, logText } from '../../fixtures/actionLogs';
import { readyCatalog } from '../catalog/catalog-test-utils';

const keys = rootKeys(shopReducer);

it('a log of more actions than the shop records is refused in one sentence', () => {
  const result = parseLogFile(logText(Array.from({ length: ACTION_LOG_LIMIT + 1 }, () => addSandal())), keys);
  expect(result).toEqual({ ok: false, error: 'berisi 1.001 aksi; log dari toko paling banyak 1.000 aksi' });
  expect(parseLogFile(logText(Array.from({ length: ACTION_LOG_LIMIT }, () => addSandal())), keys).ok).toBe(true);
});

it('a file bigger than any log is refused before it is parsed', () => {
  const padding = 'x'.repeat(LOG_FILE_MAX_BYTES);
  const result = parseLogFile(logText([addSandal()], undefined, { padding }), keys);
  expect(result).toEqual({ ok: false, error: expect.stringMatching(/^berkas ini 4 MB, lebih besar dari log mana pun yang dibuat toko \(paling besar 4 MB, 1\.000 aksi\), jadi tidak dibaca$/) });
});

it('the console replays a long log in slices, pausing for the page, to the same result', async () => {
  const parsed = parseLogFile(logText(Array.from({ length: 1000 }, (_, i) => addSandal({ id: `s${i % 40}` }))), keys);
  if (!parsed.ok) throw new Error(parsed.error);
  const pause = jest.fn(() => Promise.resolve());
  const sliced = await replayLogInSlices(parsed.value, shopReducer, pause);
  expect(pause).toHaveBeenCalledTimes(1000 / REPLAY_SLICE);
  expect(sliced).toEqual(replayLog(parsed.value, shopReducer));
});

it("'Impor log' refuses a 5.8 MB file in one sentence, without reading it", async () => {
  const { user } = renderWithProviders(<AdminPage />, { preloadedState: { catalog: readyCatalog() } });
  const file = new File(['{}'], 'besar.json', { type: 'application/json' });
  Object.defineProperty(file, 'size', { value: 5.8 * 1024 * 1024 });
  const text = jest.spyOn(file, 'text');
  await user.upload(screen.getByLabelText('Berkas log'), file);
  expect(await screen.findByText(/besar\.json: berkas ini 5,8 MB, lebih besar dari log mana pun/)).toBeInTheDocument();
  expect(text).not.toHaveBeenCalled();
});

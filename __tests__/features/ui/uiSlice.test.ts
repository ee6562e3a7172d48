import uiSlice, { menuToggled, overlayClosed, promoShown, searchToggled, selectOverlay } from '../../../src/features/ui/uiSlice';

const run = (...actions: Parameters<typeof uiSlice.reducer>[1][]) =>
  selectOverlay({ ui: actions.reduce(uiSlice.reducer, uiSlice.getInitialState()) });

it('starts with nothing open', () => {
  expect(run()).toBe('none');
});

it('toggles the menu and the search', () => {
  expect(run(menuToggled())).toBe('menu');
  expect(run(menuToggled(), menuToggled())).toBe('none');
  expect(run(searchToggled(), searchToggled())).toBe('none');
});

it('never has two overlays open: the newest wins', () => {
  expect(run(menuToggled(), searchToggled())).toBe('search');
  expect(run(searchToggled(), promoShown())).toBe('promo');
  expect(run(promoShown(), menuToggled())).toBe('menu');
});

it('closes whatever is open', () => {
  for (const open of [menuToggled(), searchToggled(), promoShown()]) expect(run(open, overlayClosed())).toBe('none');
});

import { createSlice, type CaseReducer, type PayloadAction, type Slice, type SliceCaseReducers, type SliceSelectors } from '@reduxjs/toolkit';

/**
 * A list the shopper keeps in this browser (favourites, recently viewed, the order history): one
 * field holding the list, newest first. The field's name is part of recorded logs' states.
 */
export type SavedListState<Field extends string, T> = { [K in Field]: T[] };

interface SavedListOptions<Name extends string, Field extends string, CR, Selectors> {
  name: Name;
  field: Field;
  /** The list's own events (adding with `putFirst`, removing, clearing). */
  reducers: CR;
  selectors: Selectors;
}

/**
 * The slice of such a list: empty at first, its own events, and `<name>/syncedFromStorage`, with
 * which another tab's saved list replaces ours (src/app/persistence/savedListsSync.ts).
 */
export function createSavedListSlice<
  T,
  Name extends string,
  Field extends string,
  CR extends SliceCaseReducers<SavedListState<Field, T>>,
  Selectors extends SliceSelectors<SavedListState<Field, T>>,
>({ name, field, reducers, selectors }: SavedListOptions<Name, Field, CR, Selectors>) {
  type State = SavedListState<Field, T>;
  type Reducers = CR & { syncedFromStorage: CaseReducer<State, PayloadAction<T[]>> };
  const initialState = { [field]: [] } as unknown as State;
  // Typed by hand: createSlice cannot infer a generic `reducers` spread into its own.
  return createSlice({
    name,
    initialState,
    reducers: {
      ...reducers,
      syncedFromStorage(state: State, { payload }: PayloadAction<T[]>) {
        state[field] = payload as State[Field];
      },
    } as never,
    selectors,
  }) as unknown as Slice<State, Reducers, Name, Name, Selectors>;
}

/**
 * `list` with `item` first and at most `limit` entries. An entry of the same id already there
 * stays where it is (`again: 'keep'`: a product saved twice keeps its first save) or gives way to
 * the new one (`'move'`: a product viewed again is the most recent).
 */
export function putFirst<T extends { id: unknown }>(list: T[], item: T, again: 'keep' | 'move', limit = Infinity): T[] {
  if (again === 'keep' && list.some((entry) => entry.id === item.id)) return list;
  return [item, ...list.filter((entry) => entry.id !== item.id)].slice(0, limit);
}

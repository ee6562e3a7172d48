import * as v from 'valibot';
import { decodeStoredList, optionalText, productId } from '../../lib/storedList';
import type { Favorite } from './favoritesSlice';

/**
 * One stored favourite: the id is essential, everything else is repaired to ''; other fields are
 * left behind. (looseObject and a transform rather than `object`: the cart's schema already
 * brings them into the initial bundle.)
 */
const storedFavorite = v.pipe(
  v.looseObject({ id: productId, slug: optionalText, name: optionalText, savedAt: optionalText }),
  v.transform(({ id, slug, name, savedAt }): Favorite => ({ id, slug, name, savedAt })),
);

/** Reads the raw `favorites` string (a bare JSON array, newest first). Never throws. */
export const decodeFavorites = (raw: string | null) => decodeStoredList<Favorite>(raw, storedFavorite);

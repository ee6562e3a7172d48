import * as v from 'valibot';
import { decodeStoredList, optionalText, productId } from '../../lib/storedList';
import type { Favorite } from './favoritesSlice';

/** One stored favourite: the id is essential, everything else is repaired to ''. */
const storedFavorite = v.object({ id: productId, slug: optionalText, name: optionalText, savedAt: optionalText });

/** Reads the raw `favorites` string (a bare JSON array, newest first). Never throws. */
export const decodeFavorites = (raw: string | null) => decodeStoredList<Favorite>(raw, storedFavorite);

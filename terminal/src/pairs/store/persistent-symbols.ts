import { persistentAtom } from '@nanostores/persistent';
import * as z from 'zod/mini';

const symbolsSchema = z.catch(z.array(z.string().check(z.regex(/^[A-Z0-9]+$/))), []);

/**
 * A list of symbols kept in localStorage under `key` as JSON, in step across tabs; a corrupt value
 * reads as an empty list (favourites are a convenience: losing them must not break the page).
 *
 * @example
 * const $starred = persistentSymbols('favoritePairs'); $starred.get(); // ['BTCUSDT']
 */
export function persistentSymbols(key: string) {
  return persistentAtom<string[]>(key, [], {
    encode: JSON.stringify,
    decode: (text) => {
      try {
        return symbolsSchema.parse(JSON.parse(text));
      } catch {
        return [];
      }
    },
  });
}

import { useRead } from '../../lib/useRead.ts';
import { citySuggestions } from './api/listings.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** Suggestions need 2 characters (docs/product-rules.md: Validation and messages) and are cached for 5 minutes. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_CACHE_MS = 5 * 60_000;
export const SUGGEST_DEBOUNCE_MS = 250;

/** City suggestions for the text being typed; `query` is what they answer. */
export function useCitySuggestions(text: string) {
  const query = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const enabled = query.length >= SUGGEST_MIN_LENGTH;
  const { data, error, isLoading } = useRead(enabled ? citySuggestions(query) : null, {
    dedupingInterval: SUGGEST_CACHE_MS,
    revalidateIfStale: true,
  });
  // While the debounce is pending the old answer would not match the text: treat it as loading.
  const settled = query === text.trim();
  return {
    enabled: enabled && text.trim().length >= SUGGEST_MIN_LENGTH,
    suggestions: settled ? (data ?? []) : [],
    isLoading: !settled || isLoading,
    error,
  };
}

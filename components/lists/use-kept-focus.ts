'use client';

import { useCallback, useRef, type FocusEvent } from 'react';
import type { KeptSpan } from './range-keeping';

/**
 * Keeps the item of a virtual list that holds the keyboard focus in the page, with its neighbours
 * (where Tab and Shift+Tab go next), however far the list scrolls from it or new items push it: the
 * virtualiser would drop it from the page, and the focus would fall back to the page's start.
 *
 * Items carry their key in the data attribute `keyAttribute` (e.g. `data-evento-id`), and the list
 * element spreads `focusHandlers`; `focusedSpan` goes into the list's `rangeExtractor`.
 */
export function useKeptFocus(keys: readonly string[], keyAttribute: `data-${string}`) {
  const focusedRef = useRef<string | null>(null);
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      focusedRef.current = (event.target as HTMLElement).closest(`[${keyAttribute}]`)?.getAttribute(keyAttribute) ?? null;
    },
    [keyAttribute],
  );
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focusedRef.current = null;
  }, []);
  const focusedSpan = useCallback((): KeptSpan | null => {
    const at = focusedRef.current ? keys.indexOf(focusedRef.current) : -1;
    return at < 0 ? null : [at - 1, at + 1];
  }, [keys]);
  return { focusHandlers: { onFocus, onBlur }, focusedSpan };
}

'use client';

import { useCallback, useEffect, useState } from 'react';
import { serializeLiveUrlState } from '@/lib/client/live-url-serialize';
import type { LiveUrlState } from '@/lib/client/live-url-state';

/**
 * The live page's state, read once from the URL (by the server: `initial`) and written back to it
 * (replaceState, no navigation) on every change, so the address bar is always a link to what is on
 * screen.
 */
export function useLiveUrlState(initial: LiveUrlState): [LiveUrlState, (patch: Partial<LiveUrlState>) => void] {
  const [state, setState] = useState(initial);

  useEffect(() => {
    const query = serializeLiveUrlState(state).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', url);
  }, [state]);

  const update = useCallback((patch: Partial<LiveUrlState>) => setState((s) => ({ ...s, ...patch })), []);
  return [state, update];
}

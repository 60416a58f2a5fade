'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { parseLiveUrlState, serializeLiveUrlState, type LiveUrlState } from '@/lib/client/live-url-state';

/**
 * The live page's state, read once from the URL and written back to it (replaceState, no
 * navigation) on every change, so the address bar is always a link to what is on screen.
 */
export function useLiveUrlState(): [LiveUrlState, (patch: Partial<LiveUrlState>) => void] {
  const searchParams = useSearchParams();
  const [state, setState] = useState(() => parseLiveUrlState(new URLSearchParams(searchParams.toString())));

  useEffect(() => {
    const query = serializeLiveUrlState(state).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', url);
  }, [state]);

  const update = useCallback((patch: Partial<LiveUrlState>) => setState((s) => ({ ...s, ...patch })), []);
  return [state, update];
}

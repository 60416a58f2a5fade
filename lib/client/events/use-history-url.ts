import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { historyUrlParams, parseHistoryUrl, type HistoryUrlState } from './history-query';

export type UrlWrite = 'push' | 'replace';

/**
 * The history page's state as it stands in the URL, and a writer. A new query is pushed (Back
 * returns to the previous one); refinements, sorting and selection replace the entry. Next.js
 * folds native history calls into its router, so nothing is fetched from the server.
 */
export function useHistoryUrl(): [HistoryUrlState, (patch: Partial<HistoryUrlState>, write?: UrlWrite) => void] {
  const searchParams = useSearchParams();
  const state = useMemo(() => parseHistoryUrl(new URLSearchParams(searchParams.toString())), [searchParams]);
  const update = useCallback((patch: Partial<HistoryUrlState>, write: UrlWrite = 'replace') => {
    const current = parseHistoryUrl(new URLSearchParams(window.location.search));
    const query = historyUrlParams({ ...current, ...patch }).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (write === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }, []);
  return [state, update];
}

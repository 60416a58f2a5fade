import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { parseReportUrl, reportUrlParams, type ReportUrlState } from './url-state';

/**
 * The reports page's state as it stands in the URL, and a writer. A new range or fleet choice is
 * pushed (Back returns to the previous report); tabs, sorting and toggles replace the entry.
 */
export function useReportUrl(): [ReportUrlState, (patch: Partial<ReportUrlState>, write?: 'push' | 'replace') => void] {
  const searchParams = useSearchParams();
  const state = useMemo(() => parseReportUrl(new URLSearchParams(searchParams.toString())), [searchParams]);
  const update = useCallback((patch: Partial<ReportUrlState>, write: 'push' | 'replace' = 'replace') => {
    const current = parseReportUrl(new URLSearchParams(window.location.search));
    const query = reportUrlParams({ ...current, ...patch }).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    if (write === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }, []);
  return [state, update];
}

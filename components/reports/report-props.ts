import type { ReportUrlState } from '@/lib/client/reports/url-state';

/** What every report gets from the page: the URL's state and its writer. */
export interface ReportProps {
  url: ReportUrlState;
  setUrl: (patch: Partial<ReportUrlState>) => void;
}

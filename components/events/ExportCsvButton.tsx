'use client';

import { useTranslations } from 'next-intl';
import { useEventLabels } from '@/lib/client/events/event-labels';
import { downloadTextFile } from '@/lib/client/download-file';
import { eventsToCsv } from '@/lib/client/events/events-csv';
import type { HistoryRow } from '@/lib/client/events/history-row';
import type { VehicleDirectory } from '@/lib/client/events/vehicle-directory';

interface Props {
  /** The rows as shown (filtered and sorted), asked for only when the button is clicked. */
  getRows: () => readonly HistoryRow[];
  directory: VehicleDirectory;
  filename: string;
  disabled: boolean;
}

/** Downloads the rows on screen as CSV (UTF-8, header row, Argentina time). */
export function ExportCsvButton({ getRows, directory, filename, disabled }: Props) {
  const t = useTranslations('History');
  const labels = useEventLabels();
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => downloadTextFile(eventsToCsv(getRows(), directory, { labels, header: (column) => t(`csv.${column}`) }), filename, 'text/csv;charset=utf-8')}
      className="rounded border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:bg-slate-100 disabled:opacity-50"
    >
      {t('exportCsv')}
    </button>
  );
}

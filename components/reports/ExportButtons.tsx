'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { downloadBlob, downloadTextFile } from '@/lib/client/download-file';
import type { ReportColumn } from '@/lib/client/reports/columns';
import { reportCsv, reportFilename, type ExportWords } from '@/lib/client/reports/export-cells';
import { loadPlaces } from '@/lib/client/use-place-phrase';
import { useColumnHeader } from './use-report-table';

interface Props<T> {
  /** The report's id, for the file's name (`flota-viajes-…`). */
  informe: string;
  desde: string;
  hasta: string;
  columns: readonly ReportColumn<T>[];
  /** The rows as shown (sorted), asked for only on the click. */
  getRows: () => readonly T[];
}

const BUTTON = 'rounded border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:bg-slate-100 disabled:opacity-50';

/** CSV and XLSX of the table as shown, and the print dialog (which also saves PDF). */
export function ExportButtons<T>({ informe, desde, hasta, columns, getRows }: Props<T>) {
  const t = useTranslations('Reports');
  const placesT = useTranslations('Places');
  const header = useColumnHeader();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  /** Place names need the localities; a file is still written, with coordinates, if they cannot load. */
  const words = async (): Promise<ExportWords> => {
    const hasPlaces = columns.some((c) => c.kind === 'place');
    const places = hasPlaces ? await loadPlaces().catch(() => null) : null;
    return {
      header,
      place: (lat, lon) => (places ? places.describePlace(places.nearestPlace(lat, lon), placesT) : `${lat.toFixed(5)}, ${lon.toFixed(5)}`),
    };
  };

  const run = async (write: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await write();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const csv = () =>
    run(async () => downloadTextFile(reportCsv(columns, getRows(), await words()), reportFilename(informe, desde, hasta, 'csv'), 'text/csv;charset=utf-8'));
  const xlsx = () =>
    run(async () => {
      const { reportXlsx } = await import('@/lib/client/reports/xlsx-export');
      downloadBlob(await reportXlsx(t(`tabs.${informe}` as Parameters<typeof t>[0]), columns, getRows(), await words()), reportFilename(informe, desde, hasta, 'xlsx'));
    });
  // The full tables are drawn on `beforeprint` (usePrinting); this only opens the dialog.
  const print = () => window.print();

  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      <button type="button" className={BUTTON} disabled={busy} onClick={csv}>
        {t('exportCsv')}
      </button>
      <button type="button" className={BUTTON} disabled={busy} onClick={xlsx}>
        {t('exportXlsx')}
      </button>
      <button type="button" className={BUTTON} onClick={print}>
        {t('print')}
      </button>
      {busy && (
        <span className="text-sm text-slate-600" aria-live="polite">
          {t('exporting')}
        </span>
      )}
      {failed && (
        <span role="alert" className="text-sm text-red-700">
          {t('exportFailed')}
        </span>
      )}
    </div>
  );
}

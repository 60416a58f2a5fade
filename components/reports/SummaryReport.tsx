'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useFormats } from '@/lib/client/format/use-formats';
import { summaryColumns } from '@/lib/client/reports/report-columns';
import { summaryQueryOptions } from '@/lib/client/reports/report-query';
import { perDaySeries, sumDays, summaryRows, type SummaryRow } from '@/lib/client/reports/summary';
import type { FlotaResumen } from '@/lib/fleet/informes-api';
import { BarsChart } from './BarsChart';
import { ExportButtons } from './ExportButtons';
import { ReportAnswer } from './ReportAnswer';
import { ReportTable } from './ReportTable';
import type { ReportProps } from './report-props';
import { useSortedRows } from './use-report-table';

const DEFAULT_SORT = { column: 'km', desc: true };
const dayStart = (dia: string) => Date.parse(`${dia}T00:00:00-03:00`);

/** Resumen: per vehicle (or per vehicle and day), with the fleet's totals and its km per day. */
export function SummaryReport(props: ReportProps) {
  const query = useQuery(summaryQueryOptions(props.url));
  return (
    <ReportAnswer query={query} isEmpty={(a) => a.dias.length === 0}>
      {(answer) => <SummaryBody answer={answer} {...props} />}
    </ReportAnswer>
  );
}

function SummaryBody({ answer, url, setUrl }: ReportProps & { answer: FlotaResumen }) {
  const t = useTranslations('Reports');
  const formats = useFormats();
  const columns = useMemo(() => summaryColumns(url.por_dia), [url.por_dia]);
  const rows = useMemo(() => summaryRows(answer, url.por_dia), [answer, url.por_dia]);
  const totals = useMemo<SummaryRow>(
    () => ({ ...sumDays(answer.dias), key: 'total', vehiculo: '', dia: null, etiqueta: t('fleetTotal'), patente: null, cliente: '' }),
    [answer, t],
  );
  const { sort, sorted } = useSortedRows(columns, rows, url.orden, DEFAULT_SORT);
  const series = useMemo(() => perDaySeries(answer, (d) => d.km), [answer]);
  const labels = useMemo(() => series.dias.map((d) => formats.dayMonth(dayStart(d))), [series, formats]);

  return (
    <>
      <BarsChart
        title={t('kmPerDay')}
        labels={labels}
        values={series.valores}
        unit="km"
        summary={t('kmPerDaySummary', { total: formats.km(totals.km), days: series.dias.length })}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-700 print:hidden">
          <input type="checkbox" checked={url.por_dia} onChange={(e) => setUrl({ por_dia: e.target.checked, orden: undefined })} />
          {t('perDay')}
        </label>
        <ExportButtons informe="resumen" desde={answer.desde} hasta={answer.hasta} columns={columns} getRows={() => [...sorted, totals]} />
      </div>
      <ReportTable
        label={t('tabs.resumen')}
        columns={columns}
        rows={sorted}
        sort={sort}
        onSort={(orden) => setUrl({ orden })}
        totals={totals}
        totalsLabel={t('fleetTotal')}
      />
    </>
  );
}

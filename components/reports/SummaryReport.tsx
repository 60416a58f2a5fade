'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useFormats } from '@/lib/client/format/use-formats';
import { summaryColumns } from '@/lib/client/reports/report-columns';
import { daysQueryOptions, summaryQueryOptions } from '@/lib/client/reports/report-query';
import { perDaySeries, summaryRow, summaryRows, type SummaryRow } from '@/lib/client/reports/summary';
import type { FlotaDias, FlotaResumen, Totales } from '@/lib/fleet/informes-api';
import { sumTotales } from '@/lib/fleet/report-totals';
import { BarsChart } from './BarsChart';
import { ExportButtons } from './ExportButtons';
import { QueryState, ReportAnswer } from './ReportAnswer';
import { ReportTable } from './ReportTable';
import type { ReportProps } from './report-props';
import { useSortedRows } from './use-report-table';

const DEFAULT_SORT = { column: 'km', desc: true };
const dayStart = (dia: string) => Date.parse(`${dia}T00:00:00-03:00`);

/**
 * Resumen: per vehicle, with the fleet's totals and its km per day. Per vehicle and day on demand:
 * those rows are a second answer, as large as the range times the fleet.
 */
export function SummaryReport(props: ReportProps) {
  const query = useQuery(summaryQueryOptions(props.url));
  return (
    <ReportAnswer query={query} isEmpty={(a) => a.total.dias === 0}>
      {(answer) => <SummaryBody answer={answer} {...props} />}
    </ReportAnswer>
  );
}

function SummaryBody({ answer, url, setUrl }: ReportProps & { answer: FlotaResumen }) {
  const t = useTranslations('Reports');
  const formats = useFormats();
  const days = useQuery({ ...daysQueryOptions(url), enabled: url.por_dia });
  const series = useMemo(() => perDaySeries(answer.por_dia, (d) => d.km), [answer]);
  const labels = useMemo(() => series.dias.map((d) => formats.dayMonth(dayStart(d))), [series, formats]);
  const rows = useMemo(() => summaryRows(answer.vehiculos, answer.por_vehiculo), [answer]);

  return (
    <>
      <BarsChart
        title={t('kmPerDay')}
        labels={labels}
        values={series.valores}
        unit="km"
        summary={t('kmPerDaySummary', { total: formats.km(answer.total.km), days: series.dias.length })}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700 print:hidden">
        <input type="checkbox" checked={url.por_dia} onChange={(e) => setUrl({ por_dia: e.target.checked, orden: undefined })} />
        {t('perDay')}
      </label>
      {url.por_dia ? (
        <QueryState query={days}>{(perDay) => <PerDayTable answer={perDay} url={url} setUrl={setUrl} />}</QueryState>
      ) : (
        <SummaryTable answer={answer} rows={rows} total={answer.total} url={url} setUrl={setUrl} />
      )}
    </>
  );
}

function PerDayTable({ answer, ...props }: ReportProps & { answer: FlotaDias }) {
  const rows = useMemo(() => summaryRows(answer.vehiculos, answer.dias), [answer]);
  const total = useMemo(() => sumTotales(answer.dias), [answer]);
  return <SummaryTable answer={answer} rows={rows} total={total} {...props} />;
}

interface TableProps extends ReportProps {
  answer: Pick<FlotaResumen, 'desde' | 'hasta'>;
  rows: SummaryRow[];
  total: Totales;
}

function SummaryTable({ answer, rows, total, url, setUrl }: TableProps) {
  const t = useTranslations('Reports');
  const columns = useMemo(() => summaryColumns(url.por_dia), [url.por_dia]);
  const totals = useMemo<SummaryRow>(() => ({ ...summaryRow(total, { vehiculo: '', etiqueta: t('fleetTotal') }), key: 'total' }), [total, t]);
  const { sort, sorted } = useSortedRows(columns, rows, url.orden, DEFAULT_SORT);
  return (
    <>
      <div className="flex justify-end">
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

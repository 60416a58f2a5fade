'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useFormats } from '@/lib/client/format/use-formats';
import { behaviourByDriver, behaviourByVehicle, MIN_KM } from '@/lib/client/reports/behaviour';
import { behaviourColumns } from '@/lib/client/reports/report-columns';
import { summaryQueryOptions } from '@/lib/client/reports/report-query';
import { sortReportRows } from '@/lib/client/reports/sort';
import type { FlotaResumen } from '@/lib/fleet/informes-api';
import { BarsChart } from './BarsChart';
import { ExportButtons } from './ExportButtons';
import { ReportAnswer } from './ReportAnswer';
import { ReportTable } from './ReportTable';
import type { ReportProps } from './report-props';
import { useSortedRows } from './use-report-table';

const DEFAULT_SORT = { column: 'total100', desc: true };
/** The chart shows the head of the ranking; the table has everyone. */
const CHART_BARS = 15;

/** Conducta: speeding, harsh driving and camera events per 100 km, ranked by vehicle or by assigned driver. */
export function BehaviourReport(props: ReportProps) {
  const query = useQuery(summaryQueryOptions(props.url));
  return (
    <ReportAnswer query={query} isEmpty={(a) => a.total.dias === 0}>
      {(answer) => <BehaviourBody answer={answer} {...props} />}
    </ReportAnswer>
  );
}

function BehaviourBody({ answer, url, setUrl }: ReportProps & { answer: FlotaResumen }) {
  const t = useTranslations('Reports');
  const formats = useFormats();
  const byDriver = url.por_conductor;
  const columns = useMemo(() => behaviourColumns(byDriver), [byDriver]);
  const rows = useMemo(() => (byDriver ? behaviourByDriver(answer) : behaviourByVehicle(answer)), [answer, byDriver]);
  const { sort, sorted } = useSortedRows(columns, rows, url.orden, DEFAULT_SORT);
  const top = useMemo(() => sortReportRows(rows, (r) => r.total100, true).filter((r) => r.total100 !== null).slice(0, CHART_BARS), [rows]);
  const values = useMemo(() => top.map((r) => r.total100 ?? 0), [top]);
  const labels = useMemo(() => top.map((r) => r.etiqueta), [top]);

  return (
    <>
      <BarsChart
        title={t('behaviourChart')}
        labels={labels}
        values={values}
        unit={t('per100km')}
        summary={top.map((r) => `${r.etiqueta}: ${formats.decimal(r.total100 ?? 0, 1)}`).join('; ')}
      />
      <p className="text-sm text-slate-600">{t('behaviourNote', { km: MIN_KM })}</p>
      {byDriver && <p className="text-sm text-slate-600">{t('driverNote')}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="flex gap-3 text-sm text-slate-700 print:hidden">
          <legend className="sr-only">{t('rankBy')}</legend>
          <label className="flex items-center gap-1">
            <input type="radio" name="ranking" checked={!byDriver} onChange={() => setUrl({ por_conductor: false, orden: undefined })} />
            {t('byVehicle')}
          </label>
          <label className="flex items-center gap-1">
            <input type="radio" name="ranking" checked={byDriver} onChange={() => setUrl({ por_conductor: true, orden: undefined })} />
            {t('byDriver')}
          </label>
        </fieldset>
        <ExportButtons informe="conducta" desde={answer.desde} hasta={answer.hasta} columns={columns} getRows={() => sorted} />
      </div>
      <ReportTable label={t('tabs.conducta')} columns={columns} rows={sorted} sort={sort} onSort={(orden) => setUrl({ orden })} />
    </>
  );
}

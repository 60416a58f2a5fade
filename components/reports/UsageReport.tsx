'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useFormats } from '@/lib/client/format/use-formats';
import { USAGE_COLUMNS } from '@/lib/client/reports/report-columns';
import { summaryQueryOptions } from '@/lib/client/reports/report-query';
import { perDaySeries } from '@/lib/client/reports/summary';
import { INFORME_MAX_DIAS, type FlotaResumen } from '@/lib/fleet/informes-api';
import { usageRows } from '@/lib/client/reports/utilisation';
import { BarsChart } from './BarsChart';
import { ExportButtons } from './ExportButtons';
import { ReportAnswer } from './ReportAnswer';
import { ReportTable } from './ReportTable';
import type { ReportProps } from './report-props';
import { useSortedRows } from './use-report-table';

const DEFAULT_SORT = { column: 'inactivo_max', desc: true };
const HOUR_MS = 3_600_000;
const dayStart = (dia: string) => Date.parse(`${dia}T00:00:00-03:00`);

/** Uso: days used of days held, engine hours per used day, and the vehicles idle for N days or more. */
export function UsageReport(props: ReportProps) {
  const query = useQuery(summaryQueryOptions(props.url));
  return (
    <ReportAnswer query={query} isEmpty={(a) => a.total.dias === 0}>
      {(answer) => <UsageBody answer={answer} {...props} />}
    </ReportAnswer>
  );
}

function UsageBody({ answer, url, setUrl }: ReportProps & { answer: FlotaResumen }) {
  const t = useTranslations('Reports');
  const formats = useFormats();
  const rows = useMemo(() => usageRows(answer, url.inactivos), [answer, url.inactivos]);
  const idle = useMemo(() => rows.filter((r) => r.inactivo), [rows]);
  const { sort, sorted } = useSortedRows(USAGE_COLUMNS, rows, url.orden, DEFAULT_SORT);
  const series = useMemo(() => perDaySeries(answer.por_dia, (d) => d.motor_ms / HOUR_MS), [answer]);
  const labels = useMemo(() => series.dias.map((d) => formats.dayMonth(dayStart(d))), [series, formats]);
  const totalHours = series.valores.reduce((a, b) => a + b, 0);

  return (
    <>
      <BarsChart
        title={t('hoursPerDay')}
        labels={labels}
        values={series.valores}
        unit="h"
        summary={t('hoursPerDaySummary', { hours: formats.decimal(totalHours, 1), days: series.dias.length })}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {t('idleDays')}
          <input
            type="number"
            min={1}
            max={INFORME_MAX_DIAS}
            value={url.inactivos}
            onChange={(e) => {
              const n = e.target.valueAsNumber;
              if (Number.isInteger(n) && n >= 1 && n <= INFORME_MAX_DIAS) setUrl({ inactivos: n });
            }}
            className="w-16 rounded border border-slate-300 px-2 py-1 print:border-0"
          />
        </label>
        <ExportButtons informe="uso" desde={answer.desde} hasta={answer.hasta} columns={USAGE_COLUMNS} getRows={() => sorted} />
      </div>
      <p className="text-sm text-slate-700" data-testid="vehiculos-inactivos">
        {idle.length === 0
          ? t('idleNone', { days: url.inactivos })
          : t('idleSome', { count: idle.length, days: url.inactivos, vehicles: idle.map((r) => r.etiqueta).join(', ') })}
      </p>
      <ReportTable label={t('tabs.uso')} columns={USAGE_COLUMNS} rows={sorted} sort={sort} onSort={(orden) => setUrl({ orden })} />
    </>
  );
}

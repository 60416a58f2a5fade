'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { TRIP_COLUMNS } from '@/lib/client/reports/report-columns';
import { tripsQueryOptions } from '@/lib/client/reports/report-query';
import { tripReplayHref, tripRows } from '@/lib/client/reports/trips-stops';
import type { FlotaViajes } from '@/lib/fleet/informes-api';
import { ExportButtons } from './ExportButtons';
import { ReportAnswer } from './ReportAnswer';
import { ReportTable } from './ReportTable';
import { TruncatedNote } from './TruncatedNote';
import type { ReportProps } from './report-props';
import { useSortedRows } from './use-report-table';

const DEFAULT_SORT = { column: 'inicio', desc: false };

/** Viajes: every trip of the range, each linked to its replay. */
export function TripsReport(props: ReportProps) {
  const query = useQuery(tripsQueryOptions(props.url));
  return (
    <ReportAnswer query={query} isEmpty={(a) => a.viajes.length === 0}>
      {(answer) => <TripsBody answer={answer} {...props} />}
    </ReportAnswer>
  );
}

function TripsBody({ answer, url, setUrl }: ReportProps & { answer: FlotaViajes }) {
  const t = useTranslations('Reports');
  const rows = useMemo(() => tripRows(answer), [answer]);
  const { sort, sorted } = useSortedRows(TRIP_COLUMNS, rows, url.orden, DEFAULT_SORT);
  return (
    <>
      {answer.truncado && <TruncatedNote />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{t('tripCount', { count: rows.length })}</p>
        <ExportButtons informe="viajes" desde={answer.desde} hasta={answer.hasta} columns={TRIP_COLUMNS} getRows={() => sorted} />
      </div>
      <ReportTable
        label={t('tabs.viajes')}
        columns={TRIP_COLUMNS}
        rows={sorted}
        sort={sort}
        onSort={(orden) => setUrl({ orden })}
        link={{ header: t('replay'), text: t('replayLink'), href: tripReplayHref }}
      />
    </>
  );
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { STOP_COLUMNS } from '@/lib/client/reports/report-columns';
import { stopsQueryOptions } from '@/lib/client/reports/report-query';
import { stopReplayHref, stopRows } from '@/lib/client/reports/trips-stops';
import type { FlotaParadas } from '@/lib/fleet/informes-api';
import { ExportButtons } from './ExportButtons';
import { ReportAnswer } from './ReportAnswer';
import { ReportTable } from './ReportTable';
import { TruncatedNote } from './TruncatedNote';
import type { ReportProps } from './report-props';
import { useSortedRows } from './use-report-table';

const DEFAULT_SORT = { column: 'llegada', desc: false };

/** Paradas: every stop of the range, each linked to the replay around it. */
export function StopsReport(props: ReportProps) {
  const query = useQuery(stopsQueryOptions(props.url));
  return (
    <ReportAnswer query={query} isEmpty={(a) => a.paradas.length === 0}>
      {(answer) => <StopsBody answer={answer} {...props} />}
    </ReportAnswer>
  );
}

function StopsBody({ answer, url, setUrl }: ReportProps & { answer: FlotaParadas }) {
  const t = useTranslations('Reports');
  const rows = useMemo(() => stopRows(answer), [answer]);
  const { sort, sorted } = useSortedRows(STOP_COLUMNS, rows, url.orden, DEFAULT_SORT);
  return (
    <>
      {answer.truncado && <TruncatedNote />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{t('stopCount', { count: rows.length })}</p>
        <ExportButtons informe="paradas" desde={answer.desde} hasta={answer.hasta} columns={STOP_COLUMNS} getRows={() => sorted} />
      </div>
      <ReportTable
        label={t('tabs.paradas')}
        columns={STOP_COLUMNS}
        rows={sorted}
        sort={sort}
        onSort={(orden) => setUrl({ orden })}
        link={{ header: t('replay'), text: t('replayLink'), href: stopReplayHref }}
      />
    </>
  );
}

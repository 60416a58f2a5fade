'use client';

import { useState } from 'react';
import { fleetNow } from '@/lib/client/fleet-clock';
import { useReportUrl } from '@/lib/client/reports/use-report-url';
import { reportUrlParams, type ReportId } from '@/lib/client/reports/url-state';
import { BehaviourReport } from './BehaviourReport';
import { PrintHeading } from './PrintHeading';
import { defaultDays, ReportFilters, type ReportChoice } from './ReportFilters';
import { ReportTabs } from './ReportTabs';
import { StopsReport } from './StopsReport';
import { SummaryReport } from './SummaryReport';
import { TripsReport } from './TripsReport';
import { UsageReport } from './UsageReport';

const REPORTS = { resumen: SummaryReport, viajes: TripsReport, paradas: StopsReport, conducta: BehaviourReport, uso: UsageReport } as const;

/** `/informes`: the fleet's closed days as reports, each a tab whose choice, range and fleet live in the URL. */
export function ReportsPage() {
  const [url, setUrl] = useReportUrl();
  const [now] = useState(fleetNow);
  const Report = REPORTS[url.informe];
  const days = url.desde && url.hasta ? { desde: url.desde, hasta: url.hasta } : defaultDays(now);
  const choice: ReportChoice = { desde: url.desde, hasta: url.hasta, cliente: url.cliente, vehiculos: url.vehiculos };
  const choiceKey = JSON.stringify(choice);
  // A tab keeps the range and fleet choice; its sort and toggles are its own.
  const tabState = (informe: ReportId) => ({ ...url, informe, orden: undefined });
  const hrefOf = (informe: ReportId) => {
    const query = reportUrlParams(tabState(informe)).toString();
    return query ? `/informes?${query}` : '/informes';
  };

  return (
    <div className="mx-auto flex max-w-[1600px] flex-col gap-3 p-4 print:max-w-none print:p-0">
      <ReportFilters key={choiceKey} choice={choice} onSubmit={(next) => setUrl({ ...next, orden: undefined }, 'push')} />
      <ReportTabs current={url.informe} hrefOf={hrefOf} onChoose={(informe) => setUrl(tabState(informe))} />
      <PrintHeading informe={url.informe} {...days} cliente={url.cliente} vehiculos={url.vehiculos} />
      <Report url={url} setUrl={setUrl} />
    </div>
  );
}

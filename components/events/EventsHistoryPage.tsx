'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { eventCatalogQueryOptions } from '@/lib/client/events/event-catalog-query';
import { clientsQueryOptions } from '@/lib/client/fleet-queries';
import { queryOf, type HistoryQuery } from '@/lib/client/events/history-query';
import { historyRequestUrl } from '@/lib/client/events/history-request';
import type { HistoryRow } from '@/lib/client/events/history-row';
import { resolveRangeChoice } from '@/lib/client/events/range-presets';
import { buildSearchIndex, refineRows, type ChartRefinement, type Refinements } from '@/lib/client/events/refine-rows';
import { useEventHistory } from '@/lib/client/events/use-event-history';
import { useHistoryUrl } from '@/lib/client/events/use-history-url';
import { useVehicleDirectory } from '@/lib/client/events/vehicle-directory';
import { CATALOGO } from '@/lib/fleet/catalog';
import { argentinaDay } from '@/lib/fleet/time';
import { EventDetail } from './EventDetail';
import { EventsTable } from './EventsTable';
import { ExportCsvButton } from './ExportCsvButton';
import { HistoryCharts } from './HistoryCharts';
import { HistoryError } from './HistoryError';
import { HistoryFilters } from './HistoryFilters';
import { HistoryProgress } from './HistoryProgress';
import { RefinementBar } from './RefinementBar';
import { fleetNow } from '@/lib/client/fleet-clock';

/** `/eventos`: query months of events, watch the progress, slice them with charts, table and text. */
export function EventsHistoryPage() {
  const t = useTranslations('History');
  const ranges = useTranslations('Ranges');
  const [url, setUrl] = useHistoryUrl();
  const [ask, setAsk] = useState(() => ({ run: 0, now: fleetNow() }));
  const directory = useVehicleDirectory();
  const clientes = useQuery(clientsQueryOptions).data?.datos;
  const catalog = useQuery(eventCatalogQueryOptions).data?.datos ?? CATALOGO;

  const query = useMemo(() => queryOf(url), [url]);
  const queryKey = JSON.stringify(query);
  const range = useMemo(() => resolveRangeChoice(query, ask.now), [query, ask.now]);
  const requestUrl = range.ok ? historyRequestUrl(range.range, query) : null;
  const history = useEventHistory(requestUrl, ask.run);

  // Charts and table follow a step behind the stream, so the progress bar never waits for them.
  const rows = useDeferredValue(history.rows);
  const refinements = useMemo<Refinements>(
    () => ({ texto: url.texto, dia: url.dia, vehiculo: url.vehiculo, tipo: url.tipo }),
    [url.texto, url.dia, url.vehiculo, url.tipo],
  );
  // Built when the first letter is typed, then reused while the text changes.
  const searching = Boolean(url.texto);
  const searchIndex = useMemo(() => (searching ? buildSearchIndex(rows, directory) : null), [searching, rows, directory]);
  const refined = useMemo(() => refineRows(rows, searchIndex, refinements), [rows, searchIndex, refinements]);
  const selected = useMemo(() => (url.evento ? rows.find((r) => r.evento.id === url.evento) : undefined), [rows, url.evento]);
  const shownRows = useRef<readonly HistoryRow[]>([]);

  const search = (next: HistoryQuery) => {
    setUrl({ ...next, dia: undefined, vehiculo: undefined, tipo: undefined, evento: undefined }, 'push');
    setAsk((previous) => ({ run: previous.run + 1, now: fleetNow() }));
  };
  const refine = useCallback((chart: ChartRefinement, value: string | undefined) => setUrl({ [chart]: value }), [setUrl]);
  const setTexto = useCallback((texto: string | undefined) => setUrl({ texto }), [setUrl]);
  const select = useCallback((row: HistoryRow) => setUrl({ evento: row.evento.id }), [setUrl]);
  const loaded = history.status.fase !== 'inactivo' && history.status.fase !== 'error';
  const filename = range.ok ? t('csvFile', { desde: argentinaDay(range.range.desde), hasta: argentinaDay(range.range.hasta) }) : t('csvFileAny');

  return (
    <div className="mx-auto flex max-w-[1600px] flex-col gap-3 p-4">
      <HistoryFilters key={queryKey} query={query} now={ask.now} clientes={clientes ?? []} directory={directory} catalog={catalog} onSubmit={search} />
      {!range.ok && (
        <p role="alert" className="text-sm text-red-700">
          {ranges(`problems.${range.problem}`)}
        </p>
      )}
      <HistoryProgress status={history.status} rows={history.rows.length} onCancel={history.cancel} />
      {history.status.fase === 'error' && (
        <HistoryError error={history.status.error} onRetry={() => setAsk((p) => ({ run: p.run + 1, now: fleetNow() }))} />
      )}
      {loaded && (
        <>
          <HistoryCharts
            rows={rows}
            searchIndex={searchIndex}
            refinements={refinements}
            range={range.ok ? range.range : null}
            directory={directory}
            onRefine={refine}
          />
          <RefinementBar
            refinements={refinements}
            shown={refined.length}
            total={rows.length}
            directory={directory}
            onTexto={setTexto}
            onClear={(chart) => refine(chart, undefined)}
          >
            <ExportCsvButton getRows={() => shownRows.current} directory={directory} filename={filename} disabled={refined.length === 0} />
          </RefinementBar>
          <div className="flex h-[70vh] min-h-96 gap-3">
            <EventsTable
              rows={refined}
              directory={directory}
              sortParam={url.orden}
              onSortParamChange={(orden) => setUrl({ orden })}
              selectedId={url.evento}
              onSelect={select}
              shownRowsRef={shownRows}
            />
            {selected && (
              <div className="w-96 shrink-0 overflow-y-auto">
                <EventDetail
                  evento={selected.evento}
                  vehicle={directory.get(selected.evento.vehiculo)}
                  now={ask.now}
                  onClose={() => setUrl({ evento: undefined })}
                />
              </div>
            )}
          </div>
        </>
      )}
    </div>
  );
}

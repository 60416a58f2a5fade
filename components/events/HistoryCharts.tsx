'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useEventLabels } from '@/lib/client/events/event-labels';
import { bucketByDay, topCounts } from '@/lib/client/events/chart-buckets';
import type { HistoryRow } from '@/lib/client/events/history-row';
import { refineRows, type ChartRefinement, type Refinements } from '@/lib/client/events/refine-rows';
import type { VehicleDirectory } from '@/lib/client/events/vehicle-directory';
import { catalogEntry } from '@/lib/fleet/catalog';
import type { TimeRange } from '@/lib/fleet/range';
import { categoryStyle } from '@/lib/client/category-palette';
import { EventsPerDayChart } from './EventsPerDayChart';
import { TopBarsChart, type TopBar } from './TopBarsChart';

interface Props {
  rows: readonly HistoryRow[];
  searchIndex: readonly string[] | null;
  refinements: Refinements;
  range: TimeRange | null;
  directory: VehicleDirectory;
  onRefine: (chart: ChartRefinement, value: string | undefined) => void;
}

const TOP = 10;
const VEHICLE_COLOR = '#0369a1';

/** Per-day, top-vehicle and top-type charts; each shows the rows the other refinements keep. */
export function HistoryCharts({ rows, searchIndex, refinements, range, directory, onRefine }: Props) {
  const t = useTranslations('History');
  const labels = useEventLabels();
  const days = useMemo(() => bucketByDay(refineRows(rows, searchIndex, refinements, 'dia'), range), [rows, searchIndex, refinements, range]);
  const vehicles = useMemo<TopBar[]>(
    () =>
      topCounts(refineRows(rows, searchIndex, refinements, 'vehiculo'), (r) => r.evento.vehiculo, TOP).map(({ clave, cantidad }) => ({
        clave,
        cantidad,
        etiqueta: directory.get(clave)?.etiqueta ?? clave,
        color: VEHICLE_COLOR,
      })),
    [rows, searchIndex, refinements, directory],
  );
  const types = useMemo<TopBar[]>(
    () =>
      topCounts(refineRows(rows, searchIndex, refinements, 'tipo'), (r) => r.evento.tipo, TOP).map(({ clave, cantidad }) => ({
        clave,
        cantidad,
        etiqueta: labels.type(clave),
        color: categoryStyle(catalogEntry(clave)?.categoria ?? 'otros').color,
      })),
    [rows, searchIndex, refinements, labels],
  );

  return (
    <div className="grid gap-3 lg:grid-cols-[2fr_1fr_1fr]">
      <EventsPerDayChart buckets={days} selectedDia={refinements.dia} onSelectDia={(dia) => onRefine('dia', dia)} />
      <TopBarsChart
        title={t('topVehicles')}
        testId="grafico-vehiculos"
        bars={vehicles}
        selected={refinements.vehiculo}
        onSelect={(v) => onRefine('vehiculo', v)}
      />
      <TopBarsChart title={t('topTypes')} testId="grafico-tipos" bars={types} selected={refinements.tipo} onSelect={(t) => onRefine('tipo', t)} />
    </div>
  );
}

'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type { VehiclePoint } from '@/components/map/vehicle-features';
import { useLatest } from '@/components/map/use-latest';
import type { VehiclesCatalogue } from '@/lib/client/fleet-queries';
import { filterRows, filterSteps, type FilterResult, type FleetFilter } from '@/lib/client/fleet-filter';
import { joinRows, type VehicleRow } from '@/lib/client/fleet-rows';
import type { PositionsSnapshot } from '@/lib/client/positions-query';
import { runNow, runSliced, type Steps } from '@/lib/client/sliced-work';
import { pointsBuilder, type PointsBuilder } from './vehicle-points';

/** What the live page shows of the fleet: every row, those the filter keeps (with counts), and their map points. */
export type FleetView = {
  rows: VehicleRow[];
  filter: FleetFilter;
  filtered: FilterResult;
  points: ReadonlyMap<string, VehiclePoint>;
  /** The rows hold a positions snapshot (not only the catalogue, or nothing yet). */
  withSnapshot: boolean;
};

function* deriveView(
  catalogue: VehiclesCatalogue | undefined,
  snapshot: PositionsSnapshot | undefined,
  filter: () => FleetFilter,
  builder: PointsBuilder,
): Steps<FleetView> {
  const rows = yield* joinRows(catalogue, snapshot);
  // The filter is read once the rows are joined: the newest the operator has chosen.
  const chosen = filter();
  const filtered = yield* filterSteps(rows, chosen);
  const points = yield* builder.steps(filtered.rows);
  return { rows, filter: chosen, filtered, points, withSnapshot: snapshot !== undefined };
}

/**
 * Joins, filters and turns into map points the catalogue and each positions snapshot. The first
 * snapshot is done at once (nothing is on the map yet); every later one, 20,000 vehicles of work,
 * is spread over short tasks after the render that brought it, so applying a snapshot never holds
 * the main thread for long. A filter the operator changes applies at once, to the rows joined last.
 */
export function useFleetView(catalogue: VehiclesCatalogue | undefined, snapshot: PositionsSnapshot | undefined, filter: FleetFilter): FleetView {
  const [builder] = useState(pointsBuilder);
  const filterRef = useLatest(filter);
  const [view, setView] = useState<FleetView | null>(null);
  const derivedSnapshot = useRef(false);

  useEffect(() => {
    let cancelled = false;
    const steps = deriveView(catalogue, snapshot, () => filterRef.current, builder);
    const later = derivedSnapshot.current;
    const timer = later ? setTimeout(() => void runSliced(steps, () => cancelled).then((next) => next && !cancelled && setView(next)), 0) : undefined;
    if (!later) {
      queueMicrotask(() => {
        if (cancelled) return;
        derivedSnapshot.current ||= snapshot !== undefined;
        setView(runNow(steps));
      });
    }
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [catalogue, snapshot, filterRef, builder]);

  return useMemo(() => {
    const base = view ?? { rows: [], filter, filtered: filterRows([], filter), points: new Map(), withSnapshot: false };
    if (base.filter === filter) return base;
    const filtered = filterRows(base.rows, filter);
    return { ...base, filter, filtered, points: builder.now(filtered.rows) };
  }, [view, filter, builder]);
}

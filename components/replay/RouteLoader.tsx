'use client';

import { useQuery } from '@tanstack/react-query';
import type { TimeRange } from '@/lib/fleet/range';
import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import type { PlaybackRate } from '@/lib/client/replay/replay-settings';
import { countRangeParts } from '@/lib/client/replay/replay-range';
import { routeQueryOptions } from '@/lib/client/replay/route-query';
import { explainRouteError } from './route-problem';
import { RouteProblemNotice } from './RouteProblemNotice';
import { ReplayView } from './ReplayView';

type Props = {
  vehiculo: string;
  range: TimeRange;
  initialCursor?: number;
  initialRate?: PlaybackRate;
};

/** Loads the route of a vehicle over a valid range and shows it, or says why it cannot. */
export function RouteLoader({ vehiculo, range, initialCursor, initialRate }: Props) {
  const route = useQuery(routeQueryOptions(vehiculo, range));
  const parts = countRangeParts(range);

  if (route.isPending) {
    return (
      <p role="status" className="mt-16 text-center text-sm text-slate-600">
        Cargando recorrido del {formatArgentinaDateTime(range.desde)} al {formatArgentinaDateTime(range.hasta)}
        {parts > 1 ? ` en ${parts} partes de hasta 7 días…` : '…'}
      </p>
    );
  }
  if (route.isError) return <RouteProblemNotice problem={explainRouteError(route.error)} onRetry={() => void route.refetch()} />;
  if (route.data.datos.puntos.length === 0) {
    return (
      <p role="status" className="mt-16 text-center text-sm text-slate-600">
        El vehículo no registró posiciones entre el {formatArgentinaDateTime(range.desde)} y el {formatArgentinaDateTime(range.hasta)}.
      </p>
    );
  }
  return (
    <ReplayView
      recorrido={route.data.datos}
      partes={route.data.partes}
      range={range}
      initialCursor={initialCursor}
      initialRate={initialRate}
    />
  );
}

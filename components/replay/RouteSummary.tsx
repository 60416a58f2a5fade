import type { TimeRange } from '@/lib/fleet/range';
import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import type { Track } from '@/lib/client/replay/track';

/** Which range is shown, how many points it has and in how many parts it was loaded. */
export function RouteSummary({ track, partes, range }: { track: Track; partes: number; range: TimeRange }) {
  return (
    <section aria-labelledby="resumen-titulo" data-testid="resumen-recorrido">
      <h2 id="resumen-titulo" className="text-sm font-semibold">
        {track.patente ?? track.vehiculo}
      </h2>
      <p className="text-xs text-slate-600">
        Del <span data-testid="rango-desde">{formatArgentinaDateTime(range.desde)}</span> al{' '}
        <span data-testid="rango-hasta">{formatArgentinaDateTime(range.hasta)}</span>
      </p>
      <p className="text-xs text-slate-600">
        <span data-testid="cantidad-puntos">{track.length}</span> puntos ·{' '}
        <span data-testid="partes">{partes === 1 ? 'cargado en 1 consulta' : `cargado en ${partes} partes`}</span>
      </p>
    </section>
  );
}

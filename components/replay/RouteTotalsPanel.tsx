import { CATEGORIAS } from '@/lib/fleet/catalog';
import { formatDuration, formatKm, formatSpeed } from '@/lib/client/replay/display-format';
import type { RouteTotals } from '@/lib/client/replay/totals';
import { categoryColor } from '@/lib/client/category-palette';

/** Distance, times, speeds, stops and events of the replayed range. */
export function RouteTotalsPanel({ totals, eventsUnavailable }: { totals: RouteTotals; eventsUnavailable: boolean }) {
  const rows: [string, string][] = [
    ['Distancia (solo GPS)', formatKm(totals.distanceKm)],
    ['En movimiento', formatDuration(totals.drivingMs)],
    ['Detenido', formatDuration(totals.stoppedMs)],
    ['Velocidad máxima', formatSpeed(totals.maxSpeedKmh === null ? null : Math.round(totals.maxSpeedKmh))],
    ['Velocidad media en movimiento', formatSpeed(totals.averageSpeedKmh === null ? null : Math.round(totals.averageSpeedKmh))],
    ['Paradas', String(totals.stops)],
  ];
  const known = new Set<string>(CATEGORIAS.map((c) => c.id));
  const categories = [
    ...CATEGORIAS.map((c) => ({ id: c.id, nombre: c.nombre })),
    ...[...totals.eventsByCategory.keys()].filter((id) => !known.has(id)).map((id) => ({ id, nombre: id })),
  ].filter((c) => totals.eventsByCategory.has(c.id));

  return (
    <section aria-labelledby="totales-titulo">
      <h2 id="totales-titulo" className="text-sm font-semibold">
        Totales
      </h2>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm" data-testid="totales">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-2 text-xs font-semibold text-slate-600 uppercase">Eventos por categoría</h3>
      {eventsUnavailable ? (
        <p className="text-sm text-slate-500">No disponibles.</p>
      ) : categories.length === 0 ? (
        <p className="text-sm text-slate-500">Ninguno en el rango.</p>
      ) : (
        <ul className="mt-0.5 text-sm">
          {categories.map((c) => (
            <li key={c.id} className="flex items-center justify-between">
              <span className="flex items-center gap-1.5">
                <span className="inline-block h-2.5 w-2.5 rounded-full" style={{ backgroundColor: categoryColor(c.id) }} />
                {c.nombre}
              </span>
              <span className="tabular-nums">{totals.eventsByCategory.get(c.id)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

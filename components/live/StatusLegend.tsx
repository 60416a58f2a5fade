import { CLUSTER_COLOR } from '@/components/map/vehicle-layer-specs';
import { STATUS_INFO, VEHICLE_STATUSES } from '@/lib/client/vehicle-status';
import { StatusDot } from './StatusDot';

/** What each colour on the map means; folded by default so it does not cover vehicles. */
export function StatusLegend() {
  return (
    <details className="rounded-lg border border-slate-300 bg-white/95 text-sm shadow" data-testid="leyenda">
      <summary className="cursor-pointer px-3 py-2 font-medium">Referencias</summary>
      <ul className="space-y-1.5 px-3 pb-3">
        {VEHICLE_STATUSES.map((status) => (
          <li key={status} className="flex items-start gap-2">
            <span className="mt-1">
              <StatusDot status={status} />
            </span>
            <span>
              <span className="font-medium">{STATUS_INFO[status].label}</span>
              <span className="block text-xs text-slate-600">{STATUS_INFO[status].description}</span>
            </span>
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span
            aria-hidden
            className="inline-flex size-5 items-center justify-center rounded-full text-[10px] text-white"
            style={{ backgroundColor: CLUSTER_COLOR }}
          >
            12
          </span>
          <span>Grupo de vehículos: acercá el mapa o tocalo para separarlos.</span>
        </li>
        <li className="text-xs text-slate-600">La flecha blanca indica el rumbo, cuando el equipo lo informa.</li>
      </ul>
    </details>
  );
}

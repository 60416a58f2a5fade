import { SPEED_BUCKETS, UNKNOWN_SPEED_STYLE } from '@/lib/client/replay/speed-buckets';

/**
 * What the path's colours and dashes mean: a low strip that wraps, so that even on a short
 * screen it leaves the map's zoom buttons (top left) uncovered.
 */
export function SpeedLegend() {
  return (
    <section aria-labelledby="leyenda-titulo" className="flex max-w-xl items-baseline gap-2 rounded bg-white/95 px-2 py-1 text-xs shadow">
      <h2 id="leyenda-titulo" className="font-semibold">
        Velocidad
      </h2>
      <ul className="flex flex-wrap gap-x-3 gap-y-0.5">
        {[...SPEED_BUCKETS, UNKNOWN_SPEED_STYLE].map((b) => (
          <li key={b.label} className="flex items-center gap-1.5">
            <span className="inline-block h-1 w-5 rounded" style={{ backgroundColor: b.color }} />
            {b.label}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span className="inline-block w-5 border-t-2 border-dashed border-slate-600" />
          Posición aproximada (red celular, Wi-Fi)
        </li>
        <li className="flex items-center gap-1.5">
          <span className="ml-1.5 inline-block h-2 w-2 rounded-full border-2 border-slate-700" />
          Punto aproximado
        </li>
      </ul>
    </section>
  );
}

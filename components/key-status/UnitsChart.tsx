import { chartGeometry, chartSummary } from './units-chart';

const ANCHO = 600;
const ALTO = 120;

/** Units spent in each of the last 60 minutes, with the key's budget as a dashed line. */
export function UnitsChart({ porMinuto, limite }: { porMinuto: readonly number[]; limite: number | null }) {
  const { barras, yLimite, techo } = chartGeometry(porMinuto, limite, ANCHO, ALTO);
  const ancho = ANCHO / Math.max(1, porMinuto.length);
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${ANCHO} ${ALTO}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={chartSummary(porMinuto, limite)}
        className="h-32 w-full rounded border border-slate-200 bg-white"
      >
        {barras.map((barra, i) => (
          <rect
            key={i}
            x={barra.x + ancho * 0.1}
            y={barra.y}
            width={ancho * 0.8}
            height={barra.alto}
            className={barra.excede ? 'fill-red-500' : 'fill-sky-600'}
          >
            <title>{`hace ${porMinuto.length - i} min: ${barra.unidades} unidades`}</title>
          </rect>
        ))}
        {yLimite !== null && (
          <line x1={0} x2={ANCHO} y1={yLimite + 0.5} y2={yLimite + 0.5} className="stroke-amber-600" strokeDasharray="6 4" />
        )}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-slate-500">
        <span>hace 60 min</span>
        <span>
          escala hasta {techo} unidades{limite !== null && ' · línea: límite por minuto'}
        </span>
        <span>ahora</span>
      </figcaption>
    </figure>
  );
}

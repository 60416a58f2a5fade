import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import { formatAgo } from '@/lib/client/elapsed';
import type { GatewaySalud } from '@/lib/fleet/flota-api';
import { parseApiDateTime } from '@/lib/fleet/time';
import { UnitsChart } from './UnitsChart';

function cuando(fecha: string | null, ahora: number): string {
  const ms = fecha === null ? null : parseApiDateTime(fecha);
  return ms === null ? 'nunca' : `${formatAgo(ms, ahora)} (${formatArgentinaDateTime(ms)})`;
}

function Sondeo({ titulo, salud, ahora }: { titulo: string; salud: GatewaySalud['posiciones']; ahora: number }) {
  return (
    <>
      <dt className="text-slate-500">{titulo}</dt>
      <dd>
        Último éxito: {cuando(salud.ultimo_ok, ahora)} · cada {salud.intervalo_s} s
        {!salud.activo && <span className="ml-2 text-slate-500">(en pausa: nadie lo está mirando)</span>}
        {salud.desactualizado && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-amber-900">atrasado</span>}
      </dd>
    </>
  );
}

/** How Flota's own gateway is doing with the key: polls, the last upstream error, units spent. */
export function GatewayHealthCard({ salud, ahora }: { salud: GatewaySalud; ahora: number }) {
  const { ultimo_error: error, unidades } = salud;
  const pausado = unidades.pausado_hasta === null ? null : parseApiDateTime(unidades.pausado_hasta);
  return (
    <section aria-labelledby="clave-gateway" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="clave-gateway" className="text-lg font-semibold">
        Salud de la conexión
      </h2>
      <dl className="mt-3 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
        <Sondeo titulo="Posiciones" salud={salud.posiciones} ahora={ahora} />
        <Sondeo titulo="Eventos" salud={salud.eventos} ahora={ahora} />
        <dt className="text-slate-500">Último error</dt>
        <dd data-testid="ultimo-error">
          {error === null ? (
            'Sin errores desde que arrancó el servidor.'
          ) : (
            <>
              <span className="font-mono">{error.codigo}</span> — {error.mensaje} · {cuando(error.fecha, ahora)} en{' '}
              <span className="font-mono">{error.ruta}</span>
              <br />
              Solicitud <span className="font-mono select-all">{error.solicitud || 'sin dato'}</span> (citala al reportarlo)
            </>
          )}
        </dd>
        <dt className="text-slate-500">Unidades</dt>
        <dd>
          {unidades.ultimo_minuto} en el último minuto
          {unidades.limite !== null && ` de ${unidades.limite}`}
          {unidades.restantes !== null && ` · quedan ${unidades.restantes}`} · {unidades.en_curso} en curso, {unidades.en_cola} en
          cola
          {pausado !== null && (
            <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-amber-900">
              en espera por el límite hasta {formatArgentinaDateTime(pausado)}
            </span>
          )}
        </dd>
      </dl>
      <UnitsChart porMinuto={unidades.por_minuto} limite={unidades.limite} />
    </section>
  );
}

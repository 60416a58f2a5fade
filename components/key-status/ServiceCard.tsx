import { formatArgentinaDateTime } from '@/lib/client/argentina-clock';
import { formatAgo } from '@/lib/client/elapsed';
import type { Frescura } from '@/lib/fleet/flota-api';
import type { Estado } from '@/lib/fleet/schemas/estado';
import { parseApiDateTime } from '@/lib/fleet/time';

/** The service's own status and clock, as last read by the gateway. */
export function ServiceCard({ servicio, frescura, ahora }: { servicio: Estado['servicio']; frescura: Frescura; ahora: number }) {
  const operativo = servicio.estado === 'operativo';
  const hora = parseApiDateTime(servicio.hora);
  const obtenido = frescura.obtenido === null ? null : parseApiDateTime(frescura.obtenido);
  return (
    <section aria-labelledby="clave-servicio" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="clave-servicio" className="text-lg font-semibold">
        Servicio
      </h2>
      <dl className="mt-3 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">Estado</dt>
        <dd>
          <span
            className={`rounded px-2 py-0.5 font-medium ${operativo ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'}`}
          >
            {servicio.estado}
          </span>
        </dd>
        <dt className="text-slate-500">Hora del servicio</dt>
        <dd>{hora === null ? servicio.hora : formatArgentinaDateTime(hora)}</dd>
        <dt className="text-slate-500">Consultado</dt>
        <dd>
          {obtenido === null ? 'sin dato' : `${formatAgo(obtenido, ahora)} (${formatArgentinaDateTime(obtenido)})`}
          {frescura.desactualizado && (
            <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-amber-900">desactualizado: el servicio no respondió</span>
          )}
        </dd>
      </dl>
    </section>
  );
}

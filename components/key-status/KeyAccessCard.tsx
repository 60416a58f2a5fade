import type { Estado, Permiso } from '@/lib/fleet/schemas/estado';
import { parseApiDateTime } from '@/lib/fleet/time';
import { describeExpiry, type ExpiryLevel } from './key-expiry';

const PERMISOS: Record<Permiso, string> = {
  posiciones: 'Mapa en vivo: la última posición de cada vehículo',
  recorridos: 'Recorridos: por dónde anduvo un vehículo',
  eventos: 'Eventos: alarmas en vivo e historial',
};

const EXPIRY_STYLE: Record<ExpiryLevel, string> = {
  none: 'text-slate-700',
  valid: 'text-slate-700',
  warning: 'rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900',
  expired: 'rounded-md border border-red-300 bg-red-50 p-2 text-red-800',
};

/** The key as the service describes it (`/v1/estado`): never the key itself. */
export function KeyAccessCard({ acceso, ahora }: { acceso: Estado['acceso']; ahora: number }) {
  const expiry = describeExpiry(acceso.vence === null ? null : parseApiDateTime(acceso.vence), ahora);
  return (
    <section aria-labelledby="clave-acceso" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="clave-acceso" className="text-lg font-semibold">
        {acceso.nombre}
      </h2>
      <dl className="mt-3 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-3 text-sm">
        <dt className="text-slate-500">Permisos</dt>
        <dd>
          <ul className="space-y-1">
            {(Object.keys(PERMISOS) as Permiso[]).map((permiso) => {
              const tiene = acceso.permisos.includes(permiso);
              return (
                <li key={permiso} className={tiene ? '' : 'text-slate-400'}>
                  <span aria-hidden className="mr-1">{tiene ? '✓' : '✗'}</span>
                  <span className="font-mono">{permiso}</span>
                  {tiene ? '' : ' (sin permiso)'} — {PERMISOS[permiso]}
                </li>
              );
            })}
          </ul>
        </dd>
        <dt className="text-slate-500">Clientes</dt>
        <dd>
          <ul className="space-y-0.5">
            {acceso.clientes.map((cliente) => (
              <li key={cliente.id}>
                {cliente.nombre ?? 'Sin nombre'} <span className="font-mono text-xs text-slate-500">{cliente.id}</span>
              </li>
            ))}
          </ul>
        </dd>
        <dt className="text-slate-500">Límite por minuto</dt>
        <dd>{acceso.limite_por_minuto} unidades</dd>
        <dt className="text-slate-500">Vencimiento</dt>
        <dd role={expiry.level === 'warning' || expiry.level === 'expired' ? 'alert' : undefined}>
          <p className={EXPIRY_STYLE[expiry.level]}>{expiry.text}</p>
        </dd>
      </dl>
    </section>
  );
}

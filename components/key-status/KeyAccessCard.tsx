'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/lib/client/format/use-formats';
import type { Estado, Permiso } from '@/lib/fleet/schemas/estado';
import { parseApiDateTime } from '@/lib/fleet/time';
import { describeExpiry, type ExpiryLevel } from './key-expiry';

const PERMISOS: readonly Permiso[] = ['posiciones', 'recorridos', 'eventos'];

const EXPIRY_STYLE: Record<ExpiryLevel, string> = {
  none: 'text-slate-700',
  valid: 'text-slate-700',
  warning: 'rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900',
  expired: 'rounded-md border border-red-300 bg-red-50 p-2 text-red-800',
};

/** The key as the service describes it (`/v1/estado`): never the key itself. */
export function KeyAccessCard({ acceso, ahora }: { acceso: Estado['acceso']; ahora: number }) {
  const t = useTranslations('KeyStatus');
  const formats = useFormats();
  const expiry = describeExpiry(acceso.vence === null ? null : parseApiDateTime(acceso.vence), ahora, t, formats);
  return (
    <section aria-labelledby="clave-acceso" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="clave-acceso" className="text-lg font-semibold">
        {acceso.nombre}
      </h2>
      <dl className="mt-3 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-3 text-sm">
        <dt className="text-slate-500">{t('permissions')}</dt>
        <dd>
          <ul className="space-y-1">
            {PERMISOS.map((permiso) => {
              const tiene = acceso.permisos.includes(permiso);
              return (
                <li key={permiso} className={tiene ? '' : 'text-slate-400'}>
                  <span aria-hidden className="mr-1">
                    {tiene ? '✓' : '✗'}
                  </span>
                  <span className="font-mono">{permiso}</span>
                  {tiene ? '' : t('missingPermission')} — {t(`permission.${permiso}`)}
                </li>
              );
            })}
          </ul>
        </dd>
        <dt className="text-slate-500">{t('clients')}</dt>
        <dd>
          <ul className="space-y-0.5">
            {acceso.clientes.map((cliente) => (
              <li key={cliente.id}>
                {cliente.nombre ?? t('unnamed')} <span className="font-mono text-xs text-slate-500">{cliente.id}</span>
              </li>
            ))}
          </ul>
        </dd>
        <dt className="text-slate-500">{t('limit')}</dt>
        <dd>{t('limitValue', { units: acceso.limite_por_minuto })}</dd>
        <dt className="text-slate-500">{t('expiry')}</dt>
        <dd role={expiry.level === 'warning' || expiry.level === 'expired' ? 'alert' : undefined}>
          <p className={EXPIRY_STYLE[expiry.level]}>{expiry.text}</p>
        </dd>
      </dl>
    </section>
  );
}

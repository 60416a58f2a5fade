'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/lib/client/format/use-formats';
import type { Almacenamiento } from '@/lib/fleet/flota-api';
import { parseApiDateTime } from '@/lib/fleet/time';

const MEGABYTE = 1024 * 1024;

/** Where Flota keeps what must last (sign-outs, lock-outs, closed days) and how that store is doing. */
export function StoreCard({ almacenamiento }: { almacenamiento: Almacenamiento }) {
  const t = useTranslations('KeyStatus');
  const formats = useFormats();
  const revisado = parseApiDateTime(almacenamiento.revisado);
  return (
    <section aria-labelledby="clave-almacenamiento" data-testid="almacenamiento" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="clave-almacenamiento" className="text-lg font-semibold">
        {t('store')}
      </h2>
      {!almacenamiento.alcanzable && (
        <div role="alert" className="mt-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">{t('storeUnreachable')}</p>
          <p className="mt-1" data-testid="almacenamiento-sin-acceso-desde">
            {t('storeUnreachableSince', { when: formats.dateTimeSeconds(parseApiDateTime(almacenamiento.sin_acceso_desde) ?? 0) })}
          </p>
          <p className="mt-1">{t('storeUnreachableText')}</p>
          {almacenamiento.error && <p className="mt-1 font-mono text-xs">{almacenamiento.error}</p>}
        </div>
      )}
      <dl className="mt-3 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">{t('storeEngine')}</dt>
        <dd data-testid="almacenamiento-motor" data-motor={almacenamiento.motor}>
          {t(almacenamiento.motor === 'embebido' ? 'storeEmbedded' : 'storeServer')}
        </dd>
        <dt className="text-slate-500">{t('storeInstance')}</dt>
        <dd className="font-mono">{almacenamiento.instancia}</dd>
        {almacenamiento.alcanzable && (
          <>
            <dt className="text-slate-500">{t('storeSize')}</dt>
            <dd>{t('storeSizeValue', { megabytes: formats.decimal(almacenamiento.tamano_bytes / MEGABYTE, 1) })}</dd>
            <dt className="text-slate-500">{t('storeOldest')}</dt>
            <dd>
              {almacenamiento.dia_mas_antiguo === null
                ? t('storeNothingYet')
                : formats.date(Date.parse(`${almacenamiento.dia_mas_antiguo}T00:00:00-03:00`))}
            </dd>
            <dt className="text-slate-500">{t('storeLeaders')}</dt>
            <dd>
              {almacenamiento.lideres.length === 0 ? (
                t('storeNoLeader')
              ) : (
                <ul>
                  {almacenamiento.lideres.map((lider) => (
                    <li key={lider.rol}>
                      {t('storeLeader', { role: lider.rol, instance: lider.instancia, when: formats.time(parseApiDateTime(lider.vence) ?? 0) })}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </>
        )}
        <dt className="text-slate-500">{t('checked')}</dt>
        <dd>{revisado === null ? almacenamiento.revisado : formats.dateTimeSeconds(revisado)}</dd>
      </dl>
    </section>
  );
}

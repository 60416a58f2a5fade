'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/lib/client/format/use-formats';
import type { Frescura } from '@/lib/fleet/flota-api';
import type { Estado } from '@/lib/fleet/schemas/estado';
import { parseApiDateTime } from '@/lib/fleet/time';

/** The service's own status and clock, as last read by the gateway. */
export function ServiceCard({ servicio, frescura, ahora }: { servicio: Estado['servicio']; frescura: Frescura; ahora: number }) {
  const t = useTranslations('KeyStatus');
  const common = useTranslations('Common');
  const formats = useFormats();
  const operativo = servicio.estado === 'operativo';
  const hora = parseApiDateTime(servicio.hora);
  const obtenido = frescura.obtenido === null ? null : parseApiDateTime(frescura.obtenido);
  return (
    <section aria-labelledby="clave-servicio" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="clave-servicio" className="text-lg font-semibold">
        {t('service')}
      </h2>
      <dl className="mt-3 grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">{t('state')}</dt>
        <dd>
          <span
            className={`rounded px-2 py-0.5 font-medium ${operativo ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'}`}
          >
            {servicio.estado}
          </span>
        </dd>
        <dt className="text-slate-500">{t('serviceTime')}</dt>
        <dd>{hora === null ? servicio.hora : formats.dateTimeSeconds(hora)}</dd>
        <dt className="text-slate-500">{t('checked')}</dt>
        <dd>
          {obtenido === null
            ? common('noData')
            : common('agoAt', { ago: common('ago', { elapsed: formats.elapsed(ahora - obtenido) }), at: formats.dateTimeSeconds(obtenido) })}
          {frescura.desactualizado && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-amber-900">{t('stale')}</span>}
        </dd>
      </dl>
    </section>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/lib/client/format/use-formats';
import type { HistorialSync } from '@/lib/fleet/flota-api';

const dayStart = (dia: string) => Date.parse(`${dia}T00:00:00-03:00`);

/** How much of the fleet's closed history the store holds, and when the rest should be there. */
export function HistorySyncCard({ historial }: { historial: HistorialSync }) {
  const t = useTranslations('KeyStatus');
  const formats = useFormats();
  const done = historial.guardados >= historial.total;
  return (
    <section aria-labelledby="clave-historial" data-testid="historial-sync" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="clave-historial" className="text-lg font-semibold">
        {t('historySync')}
      </h2>
      <p className="mt-3 text-sm" data-testid="historial-sync-estado" data-porcentaje={historial.porcentaje}>
        {done
          ? t('historySyncDone', { days: historial.dias, vehicles: historial.vehiculos })
          : t('historySyncProgress', {
              percent: formats.decimal(historial.porcentaje, 1),
              days: historial.dias,
              held: formats.integer(historial.guardados),
              total: formats.integer(historial.total),
            })}
        {!done && historial.completo_en_s !== null && ` · ${t('historySyncEta', { duration: formats.duration(historial.completo_en_s * 1000) })}`}
      </p>
      {historial.sin_historial > 0 && (
        <p className="mt-1 text-sm text-slate-600" data-testid="historial-sin-recorridos">
          {t('historySyncWithoutRoutes', { count: historial.sin_historial })}
        </p>
      )}
      {historial.desde && historial.hasta && (
        <p className="mt-1 text-sm text-slate-500">
          {t('historySyncRange', { from: formats.date(dayStart(historial.desde)), to: formats.date(dayStart(historial.hasta)) })}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-500">{t('historySyncText')}</p>
    </section>
  );
}

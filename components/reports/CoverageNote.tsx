'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { fleetNow } from '@/lib/client/fleet-clock';
import { useFormats } from '@/lib/client/format/use-formats';
import type { HistorialSync } from '@/lib/fleet/flota-api';
import type { Cobertura } from '@/lib/fleet/informes-api';

/**
 * How much of the report the store holds ("based on 40 of 49 vehicle-days") and how far the history
 * sync has come, in the key page's words, so nobody reads a missing day as a vehicle standing still.
 */
export function CoverageNote({ cobertura, historial }: { cobertura: Cobertura; historial: HistorialSync | null }) {
  const t = useTranslations('Reports');
  const keyStatus = useTranslations('KeyStatus');
  const common = useTranslations('Common');
  const formats = useFormats();
  const [now] = useState(fleetNow);
  const { rutas, eventos } = cobertura;
  const complete = rutas.guardados >= rutas.total;
  const syncDone = historial !== null && historial.guardados >= historial.total;
  return (
    <div className="text-sm" data-testid="cobertura-informe">
      <p className={complete ? 'text-slate-600' : 'text-amber-800'}>
        {complete
          ? t('coverageFull', { total: rutas.total })
          : t('coveragePartial', { held: formats.integer(rutas.guardados), total: rutas.total })}
        {eventos.guardados < eventos.total && ` ${t('coverageEvents', { held: formats.integer(eventos.guardados), total: eventos.total })}`}
      </p>
      {historial && (
        <p className="text-slate-500">
          {syncDone
            ? t('syncDone')
            : t('syncProgress', {
                progress: keyStatus('historySyncProgress', {
                  percent: formats.decimal(historial.porcentaje, 1),
                  days: historial.dias,
                  held: formats.integer(historial.guardados),
                  total: formats.integer(historial.total),
                }),
              })}
          {!syncDone && historial.completo_en_s !== null && ` · ${keyStatus('historySyncEta', { duration: formats.duration(historial.completo_en_s * 1000) })}`}
          {historial.sin_historial > 0 && ` · ${keyStatus('historySyncWithoutRoutes', { count: historial.sin_historial })}`}
          {` · ${t('syncChecked', { ago: common('ago', { elapsed: formats.elapsed(now - Date.parse(historial.revisado)) }) })}`}
        </p>
      )}
    </div>
  );
}

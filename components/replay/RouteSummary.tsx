'use client';

import { useTranslations } from 'next-intl';
import type { TimeRange } from '@/lib/fleet/range';
import { useFormats } from '@/lib/client/format/use-formats';
import type { Track } from '@/lib/client/replay/track';

/** Which range is shown, how many points it has and in how many parts it was loaded. */
export function RouteSummary({ track, partes, range }: { track: Track; partes: number; range: TimeRange }) {
  const t = useTranslations('Replay');
  const formats = useFormats();
  return (
    <section aria-labelledby="resumen-titulo" data-testid="resumen-recorrido">
      <h2 id="resumen-titulo" className="text-sm font-semibold">
        {track.patente ?? track.vehiculo}
      </h2>
      <p className="text-xs text-slate-600">
        {t.rich('summaryRange', {
          desde: formats.dateTimeSeconds(range.desde),
          hasta: formats.dateTimeSeconds(range.hasta),
          from: (chunks) => <span data-testid="rango-desde">{chunks}</span>,
          to: (chunks) => <span data-testid="rango-hasta">{chunks}</span>,
        })}
      </p>
      <p className="text-xs text-slate-600">
        {t.rich('summaryPoints', { count: track.length, n: (chunks) => <span data-testid="cantidad-puntos">{chunks}</span> })}
        {' · '}
        <span data-testid="partes">{t('summaryParts', { parts: partes })}</span>
      </p>
    </section>
  );
}

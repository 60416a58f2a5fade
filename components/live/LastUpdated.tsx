'use client';

import { formatElapsed } from '@/lib/client/elapsed';
import { formatArgentinaClock } from '@/lib/client/argentina-clock';
import { useNow } from '@/lib/client/use-now';

/** "actualizado hace 12 s", ageing on screen; the exact Argentina time on hover and for screen readers. */
export function LastUpdated({ at }: { at: number | null }) {
  const now = useNow();
  if (!at) return <span className="text-xs text-slate-600">cargando…</span>;
  return (
    <span className="text-xs text-slate-600" data-testid="actualizado" title={`Posiciones de las ${formatArgentinaClock(at)}`}>
      actualizado hace {formatElapsed(now - at)}
    </span>
  );
}

import { formatAgo } from '@/lib/client/elapsed';
import { formatArgentinaClock } from '@/lib/client/argentina-clock';
import type { SaludVista } from '@/lib/fleet/flota-api';

/**
 * Upstream trouble the gateway's events poller reports while the browser's own stream is fine:
 * without it, a quiet feed would look the same as a broken one.
 */
export function FeedHealthNote({ health, now }: { health: SaludVista | null; now: number }) {
  if (!health) return null;
  const { eventos, unidades, ultimo_error } = health;
  const pausedUntil = unidades.pausado_hasta ? Date.parse(unidades.pausado_hasta) : null;
  if (pausedUntil !== null && pausedUntil > now) {
    return (
      <p role="status" className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
        Se agotó el presupuesto de consultas a la Fleet API; los eventos se reanudan a las {formatArgentinaClock(pausedUntil)}.
      </p>
    );
  }
  if (!eventos.desactualizado) return null;
  const last = eventos.ultimo_ok ? `último dato ${formatAgo(Date.parse(eventos.ultimo_ok), now)}` : 'todavía sin datos';
  return (
    <p role="status" className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-900" data-testid="aviso-demora">
      La Fleet API no está respondiendo ({last}
      {ultimo_error ? `: ${ultimo_error.mensaje}` : ''}). Los eventos pueden llegar con demora; no se perderá ninguno.
    </p>
  );
}

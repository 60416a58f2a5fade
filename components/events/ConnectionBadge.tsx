import type { SseState } from '@/lib/client/events/sse-client';

interface BadgeLook {
  label: string;
  dot: string;
  detail?: string;
}

function lookOf(state: SseState, now: number): BadgeLook {
  if (state.fase === 'conectado') return { label: 'En vivo', dot: 'bg-emerald-500 animate-pulse' };
  if (state.fase === 'conectando') {
    return { label: state.intento > 1 ? 'Reconectando…' : 'Conectando…', dot: 'bg-amber-400' };
  }
  const seconds = Math.max(0, Math.ceil((state.proximoIntento - now) / 1_000));
  return {
    label: state.error.status === 401 || state.error.status === 403 ? 'Sin acceso' : 'Sin conexión',
    dot: 'bg-red-500',
    detail: `${state.error.message} Reintento en ${seconds} s.`,
  };
}

/** Whether the feed is live; while it is not, why and when it tries again. */
export function ConnectionBadge({ state, now }: { state: SseState; now: number }) {
  const look = lookOf(state, now);
  return (
    <span
      role="status"
      data-testid="estado-conexion"
      data-fase={state.fase}
      title={look.detail}
      className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2 py-0.5 text-xs font-medium text-slate-700"
    >
      <span className={`h-2 w-2 rounded-full ${look.dot}`} aria-hidden="true" />
      {look.label}
    </span>
  );
}

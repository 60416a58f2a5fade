'use client';

import { useTranslations } from 'next-intl';
import type { SseState } from '@/lib/client/events/sse-client';
import { useErrorText } from '@/lib/client/use-error-text';

/** Whether the feed is live; while it is not, why and when it tries again. */
export function ConnectionBadge({ state, now }: { state: SseState; now: number }) {
  const t = useTranslations('Feed');
  const errorText = useErrorText();
  let label: string;
  let dot: string;
  let detail: string | undefined;
  if (state.fase === 'conectado') {
    [label, dot] = [t('live'), 'bg-emerald-500 animate-pulse'];
  } else if (state.fase === 'conectando') {
    [label, dot] = [state.intento > 1 ? t('reconnecting') : t('connecting'), 'bg-amber-400'];
  } else {
    const seconds = Math.max(0, Math.ceil((state.proximoIntento - now) / 1_000));
    label = state.error.status === 401 || state.error.status === 403 ? t('noAccess') : t('offline');
    dot = 'bg-red-500';
    detail = t('retryIn', { reason: errorText(state.error), seconds });
  }
  return (
    <span
      role="status"
      data-testid="estado-conexion"
      data-fase={state.fase}
      title={detail}
      className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2 py-0.5 text-xs font-medium text-slate-700"
    >
      <span className={`h-2 w-2 rounded-full ${dot}`} aria-hidden="true" />
      {label}
    </span>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/lib/client/format/use-formats';
import { useErrorText } from '@/lib/client/use-error-text';
import { FlotaApiError } from '@/lib/client/api-error';
import type { SaludVista } from '@/lib/fleet/flota-api';

/**
 * Upstream trouble the gateway's events poller reports while the browser's own stream is fine:
 * without it, a quiet feed would look the same as a broken one.
 */
export function FeedHealthNote({ health, now }: { health: SaludVista | null; now: number }) {
  const t = useTranslations('Feed');
  const formats = useFormats();
  const errorText = useErrorText();
  if (!health) return null;
  const { eventos, unidades, ultimo_error } = health;
  const pausedUntil = unidades.pausado_hasta ? Date.parse(unidades.pausado_hasta) : null;
  if (pausedUntil !== null && pausedUntil > now) {
    return (
      <p role="status" className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
        {t('budgetPaused', { time: formats.clock(pausedUntil) })}
      </p>
    );
  }
  if (!eventos.desactualizado) return null;
  const last = eventos.ultimo_ok ? t('lastData', { elapsed: formats.elapsed(now - Date.parse(eventos.ultimo_ok)) }) : t('noDataYet');
  return (
    <p role="status" className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-900" data-testid="aviso-demora">
      {ultimo_error
        ? t('delayedWithReason', { last, reason: errorText(new FlotaApiError(0, ultimo_error.codigo, ultimo_error.mensaje)) })
        : t('delayed', { last })}
    </p>
  );
}

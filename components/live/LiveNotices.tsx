'use client';

import { useTranslations } from 'next-intl';
import { FlotaApiError } from '@/lib/client/api-error';
import { useFormats } from '@/lib/client/format/use-formats';
import { useErrorText } from '@/lib/client/use-error-text';
import { useKeyProblem } from '@/lib/client/use-key-problem';
import { useNow } from '@/lib/client/use-now';

type Props = {
  /** When the positions on screen were obtained from the service; null when none are. */
  snapshotAt: number | null;
  /** The gateway is serving its last snapshot because the service is failing. */
  upstreamStale: boolean;
  /** The last attempt to read positions failed (null when it succeeded). */
  error: Error | null;
};

const box = 'pointer-events-auto rounded-lg border px-4 py-3 text-sm shadow';

/**
 * What is wrong with the live data, if anything: a key problem explained (not an error), a stale
 * banner saying since when (the map keeps the last known positions), or a load failure.
 */
export function LiveNotices({ snapshotAt, upstreamStale, error }: Props) {
  const now = useNow();
  const t = useTranslations('Live');
  const formats = useFormats();
  const errorText = useErrorText();
  const explainKeyProblem = useKeyProblem();
  const keyProblem = error instanceof FlotaApiError ? explainKeyProblem(error.codigo) : null;
  if (keyProblem) {
    return (
      <div role="alert" className={`${box} border-amber-400 bg-amber-50 text-amber-950`} data-testid="aviso-clave">
        <p className="font-semibold">{keyProblem.title}</p>
        <p>{keyProblem.text}</p>
        <p className="mt-1">{keyProblem.action}</p>
      </div>
    );
  }
  if (snapshotAt && (upstreamStale || error)) {
    return (
      <div role="status" className={`${box} border-red-300 bg-red-50 text-red-950`} data-testid="aviso-desactualizado">
        <p className="font-semibold">{t('stale', { since: formats.moment(snapshotAt, now), elapsed: formats.elapsed(now - snapshotAt) })}</p>
        <p>{upstreamStale ? t('staleUpstream') : t('staleFlota')}</p>
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className={`${box} border-red-300 bg-red-50 text-red-950`} data-testid="aviso-error">
        <p className="font-semibold">{t('loadFailed')}</p>
        <p>{t('retrying', { reason: errorText(error) })}</p>
      </div>
    );
  }
  return null;
}

'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/lib/client/format/use-formats';
import { useNow } from '@/lib/client/use-now';

/** "actualizado hace 12 s", ageing on screen; the exact Argentina time on hover and for screen readers. */
export function LastUpdated({ at }: { at: number | null }) {
  const now = useNow();
  const t = useTranslations('Live');
  const formats = useFormats();
  if (!at) return <span className="text-xs text-slate-600">{t('loading')}</span>;
  return (
    <span className="text-xs text-slate-600" data-testid="actualizado" title={t('positionsAt', { time: formats.clock(at) })}>
      {t('updated', { elapsed: formats.elapsed(now - at) })}
    </span>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { INFORME_FILAS_MAX } from '@/lib/fleet/informes-api';
import { useFormats } from '@/lib/client/format/use-formats';

/** The server lists at most `INFORME_FILAS_MAX` rows; past it the person narrows the range or the vehicles. */
export function TruncatedNote() {
  const t = useTranslations('Reports');
  const formats = useFormats();
  return (
    <p role="status" className="rounded border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900">
      {t('truncated', { max: formats.integer(INFORME_FILAS_MAX) })}
    </p>
  );
}

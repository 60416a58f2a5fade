'use client';

import { useTranslations } from 'next-intl';
import type { FlotaApiError } from '@/lib/client/api-error';
import { useErrorText } from '@/lib/client/use-error-text';
import { isKeyProblem, PermissionNotice } from './PermissionNotice';

/** Why a history query failed; a key problem gets its explanation, anything else a retry. */
export function HistoryError({ error, onRetry }: { error: FlotaApiError; onRetry: () => void }) {
  const t = useTranslations('History');
  const common = useTranslations('Common');
  const errorText = useErrorText();
  if (isKeyProblem(error)) return <PermissionNotice error={error} />;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <span>
        {t('failed', { reason: errorText(error) })}
        {error.solicitud && <span className="text-red-700"> {common('request', { id: error.solicitud })}</span>}
      </span>
      <button type="button" onClick={onRetry} className="rounded border border-red-300 bg-white px-3 py-1 hover:bg-red-100">
        {common('retry')}
      </button>
    </div>
  );
}

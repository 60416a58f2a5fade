import type { FlotaApiError } from '@/lib/client/api-error';
import { isKeyProblem, PermissionNotice } from './PermissionNotice';

/** Why a history query failed; a key problem gets its explanation, anything else a retry. */
export function HistoryError({ error, onRetry }: { error: FlotaApiError; onRetry: () => void }) {
  if (isKeyProblem(error)) return <PermissionNotice error={error} />;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <span>
        No se pudo completar la consulta: {error.message}
        {error.solicitud && <span className="text-red-700"> (solicitud {error.solicitud})</span>}
      </span>
      <button type="button" onClick={onRetry} className="rounded border border-red-300 bg-white px-3 py-1 hover:bg-red-100">
        Reintentar
      </button>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { FlotaApiError } from '@/lib/client/api-error';
import { isKeyProblem as isKeyProblemCode } from '@/lib/client/key-problem';
import { useErrorText } from '@/lib/client/use-error-text';
import { useKeyProblem } from '@/lib/client/use-key-problem';

export function isKeyProblem(error: unknown): boolean {
  return error instanceof Error && 'codigo' in error && isKeyProblemCode(String(error.codigo));
}

/** Explains, in words an operator can act on, why events cannot be read with the configured key. */
export function PermissionNotice({ error }: { error: FlotaApiError }) {
  const t = useTranslations('KeyProblems');
  const errorText = useErrorText();
  const explainKeyProblem = useKeyProblem();
  // The one case this section explains its own way: the key can see the fleet but not its events.
  const explanation =
    error.codigo === 'sin_permiso'
      ? { title: t('eventsPermission.title'), text: t('eventsPermission.text'), action: t('eventsPermission.action') }
      : explainKeyProblem(error.codigo);
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="aviso-clave">
      <p className="font-semibold">{explanation?.title ?? t('fallbackTitle')}</p>
      <p className="mt-1">{explanation?.text ?? errorText(error)}</p>
      {explanation && <p className="mt-1">{explanation.action}</p>}
      {error.solicitud && <p className="mt-2 text-xs text-amber-800">{t('request', { id: error.solicitud })}</p>}
    </div>
  );
}

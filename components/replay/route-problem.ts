'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { FlotaApiError } from '@/lib/client/api-error';
import { useErrorText } from '@/lib/client/use-error-text';
import { useKeyProblem } from '@/lib/client/use-key-problem';

export interface RouteProblem {
  title: string;
  detail: string;
  /** Worth a retry button: the cause may pass. */
  transient: boolean;
}

/** Codes with words of their own on this page (`sin_permiso` here means «recorridos»), and whether they may pass. */
const EXPLAINED = {
  sin_permiso: false,
  no_disponible: false,
  vehiculo_inexistente: false,
  rango_invalido: false,
  demasiadas_solicitudes: true,
  servicio_no_disponible: true,
  sin_conexion: true,
} as const;
type Explained = keyof typeof EXPLAINED;
const isExplained = (codigo: string): codigo is Explained => Object.hasOwn(EXPLAINED, codigo);
/** Explained with a title alone: the detail is the code's general explanation. */
const TITLE_ONLY: ReadonlySet<Explained> = new Set(['rango_invalido', 'sin_conexion']);

/** What to tell a supervisor when a route cannot be shown, by the error's `codigo`. */
export function useRouteProblem(): (error: Error) => RouteProblem {
  const t = useTranslations('Replay.problems');
  const common = useTranslations('Common');
  const errorText = useErrorText();
  const explainKeyProblem = useKeyProblem();
  return useCallback(
    (error: Error) => {
      if (!(FlotaApiError.is(error))) return { title: t('other.title'), detail: errorText(error), transient: true };
      const reference = error.solicitud ? ` ${common('request', { id: error.solicitud })}` : '';
      const { codigo } = error;
      if (isExplained(codigo)) {
        const detail = TITLE_ONLY.has(codigo) ? `${errorText(error)}${reference}` : t(`${codigo as Exclude<Explained, 'rango_invalido' | 'sin_conexion'>}.detail`);
        return { title: t(`${codigo}.title`), detail, transient: EXPLAINED[codigo] };
      }
      const keyProblem = explainKeyProblem(codigo);
      if (keyProblem) return { title: keyProblem.title, detail: `${keyProblem.text} ${keyProblem.action}`, transient: false };
      return { title: t('other.title'), detail: `${errorText(error)}${reference}`, transient: error.status >= 500 || error.status === 0 };
    },
    [t, common, errorText, explainKeyProblem],
  );
}

/** The events panel only needs a line: the route can still be replayed without them. */
export function useEventsProblem(): (error: Error) => string {
  const t = useTranslations('Replay');
  const errorText = useErrorText();
  return useCallback(
    (error: Error) =>
      FlotaApiError.is(error) && error.codigo === 'sin_permiso' ? t('eventsNoPermission') : t('eventsFailed', { reason: errorText(error) }),
    [t, errorText],
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { FlotaApiError } from './api-error';

/**
 * What an error means to a person, from the catalogue's explanation of its `codigo` (the one
 * error catalogue's codes, lib/fleet/errors.ts), in the page's language. The server's own text
 * is never shown: it is Spanish, and written for logs as much as for people.
 */
export function useErrorText(): (error: unknown) => string {
  const t = useTranslations('Errors');
  return useCallback(
    (error: unknown) => {
      if (FlotaApiError.is(error)) {
        // `has` checks the code against the catalogue; the cast only satisfies the key types.
        const codigo = error.codigo as Parameters<typeof t>[0];
        if (codigo !== 'desconocido' && t.has(codigo)) return t(codigo);
        return t('desconocido', { status: error.status });
      }
      return t('desconocido', { status: 0 });
    },
    [t],
  );
}

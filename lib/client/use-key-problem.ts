'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { isKeyProblem } from './key-problem';

export interface KeyProblemText {
  title: string;
  text: string;
  action: string;
}

/** A person-readable explanation of an upstream key problem, or null when `codigo` is not one. */
export function useKeyProblem(): (codigo: string) => KeyProblemText | null {
  const t = useTranslations('KeyProblems');
  return useCallback(
    (codigo: string) => (isKeyProblem(codigo) ? { title: t(`${codigo}.title`), text: t(`${codigo}.text`), action: t('askAdmin') } : null),
    [t],
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Translator } from '@/lib/client/format/translator';

/** What event types and categories are called, in the page's language. */
export interface EventLabels {
  /** A type's name; an identifier the catalogue does not know (a newer upstream's type) as it came, or `fallback`. */
  type(tipo: string, fallback?: string): string;
  category(categoria: string, fallback?: string): string;
}

export function eventLabels(types: Translator<'EventTypes'>, categories: Translator<'Categories'>): EventLabels {
  return {
    type: (tipo, fallback) => (types.has(tipo as never) ? types(tipo as never) : (fallback ?? tipo)),
    category: (categoria, fallback) => (categories.has(categoria as never) ? categories(categoria as never) : (fallback ?? categoria)),
  };
}

export function useEventLabels(): EventLabels {
  const types = useTranslations('EventTypes');
  const categories = useTranslations('Categories');
  return useMemo(() => eventLabels(types, categories), [types, categories]);
}

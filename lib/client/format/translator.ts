import type { useTranslations } from 'next-intl';

/**
 * A namespace's translate function, as `useTranslations(namespace)` returns it: what the few
 * plain functions that write sentences (exports, descriptions) take from the component calling them.
 */
export type Translator<Namespace extends Parameters<typeof useTranslations>[0]> = ReturnType<typeof useTranslations<NonNullable<Namespace>>>;

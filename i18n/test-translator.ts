import { createTranslator, type useTranslations } from 'next-intl';
import type { AppLocale } from '@/i18n/locales';
import en from '@/messages/en.json';
import esAR from '@/messages/es-AR.json';

type Namespace = NonNullable<Parameters<typeof useTranslations>[0]>;

/** A namespace's translator over the real catalogue, for unit tests of functions that write sentences. */
export function translator<N extends Namespace>(namespace: N, locale: AppLocale = 'es-AR') {
  return createTranslator({ locale, messages: locale === 'en' ? en : esAR, namespace });
}

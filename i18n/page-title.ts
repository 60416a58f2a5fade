import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

type Page = 'signIn' | 'replay' | 'history' | 'liveEvents' | 'key' | 'reports';

/** A page's `<title>`, `Recorrido · Flota`, in the person's language. */
export async function pageMetadata(page: Page): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { title: t('pageTitle', { page: t(page) }) };
}

import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { CATALOGUES } from '@/i18n/catalogues';

export type Namespace = keyof (typeof CATALOGUES)['es-AR'];

/**
 * Hands the client components below it the catalogue's namespaces they use, and no others: the
 * messages travel in the page's HTML, so each page sends only what its interactive parts say.
 * Locale and time zone come from the request (i18n/request.ts).
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}

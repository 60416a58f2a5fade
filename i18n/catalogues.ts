import 'server-only';
import en from '@/messages/en.json';
import esAR from '@/messages/es-AR.json';
import type { AppLocale } from './locales';

/**
 * Both catalogues, for the server: pages, server actions and the pages the proxy writes itself.
 * Browsers get only the namespaces their page uses (see components/messages/ClientMessages.tsx).
 */
export const CATALOGUES: Record<AppLocale, typeof esAR> = { 'es-AR': esAR, en };

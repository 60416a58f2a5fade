import type esAR from '@/messages/es-AR.json';
import type { AppLocale } from './locales';

// Message keys and locales are checked by the compiler: a missing or misspelt key is a type error.
declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof esAR;
  }
}

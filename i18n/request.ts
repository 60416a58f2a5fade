import { getRequestConfig } from 'next-intl/server';
import { CATALOGUES } from './catalogues';
import { APP_TIME_ZONE } from './locales';
import { requestLocale } from './request-locale';

/** next-intl's configuration for each request: the person's language, Argentina's time zone, the catalogue. */
export default getRequestConfig(async () => {
  const locale = await requestLocale();
  return { locale, timeZone: APP_TIME_ZONE, messages: CATALOGUES[locale] };
});

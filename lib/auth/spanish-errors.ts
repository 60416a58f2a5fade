import { z } from 'zod';

/** zod's Spanish messages, for what people read: a users file or `user:add` arguments gone wrong. */
export const spanishErrors = { error: z.locales.es().localeError };

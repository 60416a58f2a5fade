'use server';

import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { COOKIE_IDIOMA, IDIOMA_MAX_AGE_S, readLanguageChoices, withLanguageChoice } from '@/lib/auth/language-cookie';
import { isHttps } from '@/lib/auth/request-info';
import { currentUser } from '@/lib/auth/current-user';
import { LOCALES } from './locales';

const choiceSchema = z.object({ idioma: z.enum(LOCALES) });

/**
 * The header's language switch (a form, so it works before the page's script has run): remembers
 * the choice for whoever is signed in, or for the sign-in page. Setting the cookie makes Next
 * render the page again, in the new language.
 */
export async function chooseLanguage(form: FormData): Promise<void> {
  const choice = choiceSchema.safeParse({ idioma: form.get('idioma') });
  if (!choice.success) return;
  const [jar, head, user] = await Promise.all([cookies(), headers(), currentUser()]);
  const value = withLanguageChoice(readLanguageChoices(jar.get(COOKIE_IDIOMA)?.value), user?.usuario ?? null, choice.data.idioma);
  jar.set(COOKIE_IDIOMA, value, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: IDIOMA_MAX_AGE_S, secure: isHttps(head) });
}

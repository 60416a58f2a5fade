'use client';

import { useLocale } from 'next-intl';
import { formatsFor, type Formats } from './formats';

/** The page's formats (see formats.ts), in the language it is rendered in. */
export function useFormats(): Formats {
  return formatsFor(useLocale());
}

import { getLocale, getTranslations } from 'next-intl/server';
import { chooseLanguage } from '@/i18n/choose-language';
import { LOCALES } from '@/i18n/locales';
import { ReloadAfterSwitch } from './ReloadAfterSwitch';

/**
 * The header's language switch: a form posted to a server action, so it works before (or
 * without) the page's script. Each language is named in itself, as people look for their own.
 */
export async function LanguageSwitch() {
  const [locale, t, names] = await Promise.all([getLocale(), getTranslations('Shell'), getTranslations('Languages')]);
  return (
    <form action={chooseLanguage} aria-label={t('language')} className="flex items-center gap-0.5 text-xs" data-testid="idioma">
      {LOCALES.map((option) => (
        <button
          key={option}
          type="submit"
          name="idioma"
          value={option}
          lang={option}
          aria-pressed={option === locale}
          className={`rounded px-2 py-1 font-medium focus-visible:outline-2 focus-visible:outline-white ${
            option === locale ? 'bg-white/20 text-white' : 'text-slate-300 hover:bg-white/10 hover:text-white'
          }`}
        >
          {names(option)}
        </button>
      ))}
      <ReloadAfterSwitch />
    </form>
  );
}

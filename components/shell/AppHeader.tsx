import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/messages/ClientMessages';
import { UserMenu } from '@/components/session/UserMenu';
import type { Session } from '@/lib/auth/session-schema';
import { AppNav } from './AppNav';
import { LanguageSwitch } from './LanguageSwitch';

/** The bar on top of every page: the app's name, the sections the role may open, the language, who is signed in. */
export async function AppHeader({ sesion }: { sesion: Session | null }) {
  const t = await getTranslations('Shell');
  return (
    <header className="flex h-12 shrink-0 items-center gap-4 bg-slate-900 px-4 text-white print:hidden">
      <Link href="/" className="text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-white">
        {t('home')}
      </Link>
      <ClientMessages namespaces={['Shell', 'Roles']}>
        {sesion && <AppNav rol={sesion.rol} />}
        <div className="ml-auto flex items-center gap-4">
          <LanguageSwitch />
          {sesion && <UserMenu sesion={sesion} />}
        </div>
      </ClientMessages>
    </header>
  );
}

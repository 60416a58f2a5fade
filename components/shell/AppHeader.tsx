import Link from 'next/link';
import { UserMenu } from '@/components/session/UserMenu';
import type { Sesion } from '@/lib/auth/session-schema';
import { AppNav } from './AppNav';

/** The bar on top of every page: the app's name, the sections the role may open, who is signed in. */
export function AppHeader({ sesion }: { sesion: Sesion | null }) {
  return (
    <header className="flex h-12 shrink-0 items-center gap-4 bg-slate-900 px-4 text-white">
      <Link href="/" className="text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-white">
        Flota
      </Link>
      {sesion && <AppNav rol={sesion.rol} />}
      {sesion && <UserMenu sesion={sesion} />}
    </header>
  );
}

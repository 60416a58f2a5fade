import Link from 'next/link';
import { AppNav } from './AppNav';

/** The bar on top of every page: the app's name and its sections. */
export function AppHeader() {
  return (
    <header className="flex h-12 shrink-0 items-center gap-4 bg-slate-900 px-4 text-white">
      <Link href="/" className="text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-white">
        Flota
      </Link>
      <AppNav />
    </header>
  );
}

'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { NAV_LINKS, isCurrentSection } from './nav-links';

export function AppNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Secciones">
      <ul className="flex gap-1">
        {NAV_LINKS.map(({ href, label }) => {
          const current = isCurrentSection(href, pathname);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={`block rounded px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${
                  current ? 'bg-white/15 text-white' : 'text-slate-200 hover:bg-white/10 hover:text-white'
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

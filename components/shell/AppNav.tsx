'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { sectionEntry } from '@/lib/auth/page-policy';
import type { Role } from '@/lib/auth/roles';
import { NAV_LINKS, isCurrentSection } from './nav-links';

/** Only the sections the signed-in role may open, each at its first page the role may open. */
export function AppNav({ rol }: { rol: Role }) {
  const pathname = usePathname();
  const t = useTranslations('Shell');
  return (
    <nav aria-label={t('sections')}>
      <ul className="flex gap-1">
        {NAV_LINKS.flatMap(({ href: seccion, label }) => {
          const href = sectionEntry(rol, seccion);
          return href === null ? [] : [{ href, label }];
        }).map(({ href, label }) => {
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
                {t(`nav.${label}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

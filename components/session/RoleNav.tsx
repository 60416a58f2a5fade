'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { paginaDe } from '@/lib/auth/page-policy';
import type { Sesion } from '@/lib/auth/session-schema';

/** The pages the signed-in role may open, and no others. */
export function RoleNav({ paginas }: { paginas: Sesion['paginas'] }) {
  const actual = paginaDe(usePathname())?.ruta;
  return (
    <nav aria-label="Secciones">
      <ul className="flex flex-wrap gap-1 text-sm">
        {paginas.map(({ ruta, titulo }) => (
          <li key={ruta}>
            <Link
              href={ruta}
              aria-current={ruta === actual ? 'page' : undefined}
              className="rounded-md px-3 py-1.5 hover:bg-slate-100 aria-[current=page]:bg-sky-50 aria-[current=page]:font-medium aria-[current=page]:text-sky-800"
            >
              {titulo}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

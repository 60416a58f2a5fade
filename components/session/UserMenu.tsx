'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SIGN_IN_PAGE } from '@/lib/auth/return-path';
import type { Session } from '@/lib/auth/session-schema';

/** Who is signed in, and the way out; sits at the right end of the dark app header. */
export function UserMenu({ sesion }: { sesion: Session }) {
  const t = useTranslations('Shell');
  const roles = useTranslations('Roles');
  const [saliendo, setSaliendo] = useState(false);

  async function salir() {
    setSaliendo(true);
    await fetch('/api/sesion', { method: 'DELETE' }).catch(() => null);
    // A full load drops every cached answer and open stream of this session along with the page.
    window.location.replace(SIGN_IN_PAGE);
  }

  const { clientes } = sesion;
  const rol = roles(sesion.rol);
  return (
    <div className="flex items-center gap-3 text-sm">
      <span className="text-right leading-tight">
        <span className="block font-medium" data-testid="usuario-actual">
          {sesion.nombre ?? sesion.usuario}
        </span>
        <span className="block text-xs text-slate-300">
          {clientes === '*' ? rol : t('roleAndScope', { role: rol, scope: t('scope', { count: clientes.length }) })}
        </span>
      </span>
      <button
        type="button"
        onClick={salir}
        disabled={saliendo}
        className="rounded border border-white/30 px-3 py-1 font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-60"
      >
        {saliendo ? t('signingOut') : t('signOut')}
      </button>
    </div>
  );
}

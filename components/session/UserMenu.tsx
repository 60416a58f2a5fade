'use client';

import { useState } from 'react';
import { PAGINA_INGRESO } from '@/lib/auth/return-path';
import { NOMBRE_DE_ROL } from '@/lib/auth/roles';
import type { Sesion } from '@/lib/auth/session-schema';

/** Who is signed in, and the way out; sits at the right end of the dark app header. */
export function UserMenu({ sesion }: { sesion: Sesion }) {
  const [saliendo, setSaliendo] = useState(false);

  async function salir() {
    setSaliendo(true);
    await fetch('/api/sesion', { method: 'DELETE' }).catch(() => null);
    // A full load drops every cached answer and open stream of this session along with the page.
    window.location.replace(PAGINA_INGRESO);
  }

  const { clientes } = sesion;
  const alcance = clientes === '*' ? null : `${clientes.length} cliente${clientes.length === 1 ? '' : 's'}`;
  return (
    <div className="ml-auto flex items-center gap-3 text-sm">
      <span className="text-right leading-tight">
        <span className="block font-medium" data-testid="usuario-actual">
          {sesion.nombre ?? sesion.usuario}
        </span>
        <span className="block text-xs text-slate-300">
          {NOMBRE_DE_ROL[sesion.rol]}
          {alcance && ` · ${alcance}`}
        </span>
      </span>
      <button
        type="button"
        onClick={salir}
        disabled={saliendo}
        className="rounded border border-white/30 px-3 py-1 font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-60"
      >
        {saliendo ? 'Saliendo…' : 'Salir'}
      </button>
    </div>
  );
}

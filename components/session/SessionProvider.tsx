'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { rolPuedeAbrir } from '@/lib/auth/page-policy';
import type { Sesion } from '@/lib/auth/session-schema';

const SesionContext = createContext<Sesion | null>(null);

/** The signed-in person, for client components that offer links only to pages their role may open. */
export function SessionProvider({ sesion, children }: { sesion: Sesion | null; children: ReactNode }) {
  return <SesionContext value={sesion}>{children}</SesionContext>;
}

export function useSesion(): Sesion | null {
  return useContext(SesionContext);
}

/**
 * Whether a link (path and query) leads to a page the role may open. The server refuses the
 * others with 403 anyway; this only spares people links that lead there.
 */
export function usePuedeAbrir(): (href: string) => boolean {
  const sesion = useSesion();
  return useCallback(
    (href: string) => sesion !== null && rolPuedeAbrir(sesion.rol, new URL(href, 'http://flota.invalid').pathname),
    [sesion],
  );
}

'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { roleCanOpen } from '@/lib/auth/page-policy';
import type { Session } from '@/lib/auth/session-schema';

const SessionContext = createContext<Session | null>(null);

/** The signed-in person, for client components that offer links only to pages their role may open. */
export function SessionProvider({ session, children }: { session: Session | null; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session | null {
  return useContext(SessionContext);
}

/**
 * Whether a link (path and query) leads to a page the role may open. The server refuses the
 * others with 403 anyway; this only spares people links that lead there.
 */
export function useCanOpen(): (href: string) => boolean {
  const session = useSession();
  return useCallback(
    (href: string) => session !== null && roleCanOpen(session.rol, new URL(href, 'http://flota.invalid').pathname),
    [session],
  );
}

import 'server-only';

/**
 * Sessions ended by signing out before their cookie expired. The cookie itself cannot be taken
 * back from whoever copied it, so its id is remembered here until the cookie would have
 * expired anyway, and every check refuses it. Kept on `globalThis` because `proxy.ts` (in Next's
 * bundles) and the API (in the server's, where sign-out happens) are two module graphs of one
 * process: pages must see the API's sign-outs.
 * One process only; several instances would need a shared store behind the same two methods.
 */
export interface SessionRevocations {
  revoke(id: string, hasta: number): void;
  isRevoked(id: string): boolean;
}

class MemoryRevocations implements SessionRevocations {
  private readonly hasta = new Map<string, number>();

  revoke(id: string, hasta: number): void {
    this.hasta.set(id, hasta);
    this.prune(Date.now());
  }

  isRevoked(id: string): boolean {
    const fin = this.hasta.get(id);
    return fin !== undefined && fin > Date.now();
  }

  /** Ids are kept only while their cookie could still be valid, so the map stays small. */
  private prune(ahora: number): void {
    for (const [id, fin] of this.hasta) if (fin <= ahora) this.hasta.delete(id);
  }
}

const SLOT = Symbol.for('flota.auth.revocaciones');
type Slot = { [SLOT]?: SessionRevocations };

export function sessionRevocations(): SessionRevocations {
  const slot = globalThis as Slot;
  slot[SLOT] ??= new MemoryRevocations();
  return slot[SLOT];
}

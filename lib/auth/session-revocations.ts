import 'server-only';

/**
 * Sessions ended by signing out before their cookie expired. The cookie itself cannot be taken
 * back from whoever copied it, so its id is remembered until the cookie would have expired
 * anyway, and every check refuses it. Kept on `globalThis` because `proxy.ts` (in Next's
 * bundles) and the API (in the server's, where sign-out happens) are two module graphs of one
 * process: pages must see the API's sign-outs, and the server installs the store's
 * (`stored-revocations.ts`) for both at start. Checks answer from memory: every request makes one.
 */
export interface SessionRevocations {
  revoke(id: string, hasta: number): Promise<void>;
  isRevoked(id: string): boolean;
}

/** This process only: what tests and a process without a store use. */
export class MemoryRevocations implements SessionRevocations {
  private readonly hasta = new Map<string, number>();

  async revoke(id: string, hasta: number): Promise<void> {
    this.remember(id, hasta);
  }

  isRevoked(id: string): boolean {
    const fin = this.hasta.get(id);
    return fin !== undefined && fin > Date.now();
  }

  protected remember(id: string, hasta: number): void {
    this.hasta.set(id, Math.max(hasta, this.hasta.get(id) ?? 0));
    this.prune(Date.now());
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

/** Makes `revocations` the process's, for every bundle (the server calls it once the store is open). */
export function setSessionRevocations(revocations: SessionRevocations): void {
  (globalThis as Slot)[SLOT] = revocations;
}

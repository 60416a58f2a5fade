import 'server-only';

export interface UpstreamTarget {
  baseUrl: string;
  key: string;
}

// instrumentation.ts and the route handlers may be bundled apart; the process is what they share.
const SLOT = Symbol.for('flota.gateway.embeddedUpstream');
type Slot = { [SLOT]?: UpstreamTarget };

/** Called once by instrumentation.ts after it started the embedded Fleet API. */
export function registerEmbeddedUpstream(target: UpstreamTarget): void {
  (globalThis as Slot)[SLOT] = target;
}

export function embeddedUpstream(): UpstreamTarget | undefined {
  return (globalThis as Slot)[SLOT];
}

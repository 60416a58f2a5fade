import 'server-only';
import type { SignInScope, SignInState } from '@/lib/store/sign-in-lockouts';
import { memorySignInCounts } from './sign-in-counts-memory';

/**
 * Failed sign-ins counted per user name and per address. Each failure is answered more slowly
 * than the one before; past the limit the name (or address) is locked out for a while. The
 * per-address limit is higher because an office shares one address; a success clears the
 * name's count but not the address's, or one valid account would let a guesser go on.
 * The counts live in the store the server installs (`sign-in-counts-stored.ts`), so lock-outs
 * hold across restarts and on every instance; in memory where there is no store (tests).
 */
export interface SignInLimits {
  fallosPorUsuario: number;
  fallosPorDireccion: number;
  ventanaS: number;
  bloqueoS: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  fallosPorUsuario: 5,
  fallosPorDireccion: 20,
  ventanaS: 15 * 60,
  bloqueoS: 15 * 60,
};

/** Where failures are counted: a window from the first failure, a lock-out from the one that reaches the limit. */
export interface SignInCounts {
  state(scope: SignInScope, subject: string): Promise<SignInState>;
  fail(scope: SignInScope, subject: string): Promise<SignInState>;
  clear(scope: SignInScope, subject: string): Promise<void>;
}

export type ThrottleVerdict = { bloqueado: false; demoraMs: number } | { bloqueado: true; reintentarEnMs: number };

const DEMORA_BASE_MS = 250;
const DEMORA_MAXIMA_MS = 4_000;

/** No wait for the first slip; then 0.5 s, 1 s, 2 s, ... up to 4 s. */
export function delayAfterFailures(fallos: number): number {
  return fallos <= 1 ? 0 : Math.min(DEMORA_BASE_MS * 2 ** (fallos - 1), DEMORA_MAXIMA_MS);
}

export class SignInThrottle {
  constructor(
    limites: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
    private readonly counts: SignInCounts = memorySignInCounts(limites),
  ) {}

  /** Before checking a password: is this name or address locked out now? */
  async check(direccion: string, usuario: string): Promise<ThrottleVerdict> {
    return veredicto(await Promise.all([this.counts.state('user', usuario), this.counts.state('address', direccion)]), 0);
  }

  async registerFailure(direccion: string, usuario: string): Promise<ThrottleVerdict> {
    const [delUsuario, deLaDireccion] = await Promise.all([this.counts.fail('user', usuario), this.counts.fail('address', direccion)]);
    // Spraying many names from one address is slowed too, at a quarter of the pace.
    const fallos = Math.max(delUsuario.failures, Math.ceil(deLaDireccion.failures / 4));
    return veredicto([delUsuario, deLaDireccion], delayAfterFailures(fallos));
  }

  async registerSuccess(usuario: string): Promise<void> {
    await this.counts.clear('user', usuario);
  }
}

function veredicto(estados: SignInState[], demoraMs: number): ThrottleVerdict {
  const hasta = estados.flatMap(({ lockedUntil }) => (lockedUntil === null ? [] : [lockedUntil]));
  return hasta.length > 0 ? { bloqueado: true, reintentarEnMs: Math.max(...hasta) - Date.now() } : { bloqueado: false, demoraMs };
}

let instalado: SignInThrottle | undefined;

/** The process's throttle: the store's once the server installed it. */
export function signInThrottle(): SignInThrottle {
  instalado ??= new SignInThrottle();
  return instalado;
}

export function setSignInThrottle(throttle: SignInThrottle): void {
  instalado = throttle;
}

import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Failed sign-ins counted per user name and per address. Each failure is answered more slowly
 * than the one before; past the limit the name (or address) is locked out for a while. The
 * per-address limit is higher because an office shares one address; a success clears the
 * name's count but not the address's, or one valid account would let a guesser go on.
 * Behind an interface-sized class so that a shared store (Redis) can replace memory later.
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

export type ThrottleVerdict = { bloqueado: false; demoraMs: number } | { bloqueado: true; reintentarEnMs: number };

const DEMORA_BASE_MS = 250;
const DEMORA_MAXIMA_MS = 4_000;

/** No wait for the first slip; then 0.5 s, 1 s, 2 s, ... up to 4 s. */
export function delayAfterFailures(fallos: number): number {
  return fallos <= 1 ? 0 : Math.min(DEMORA_BASE_MS * 2 ** (fallos - 1), DEMORA_MAXIMA_MS);
}

export class SignInThrottle {
  private readonly porUsuario: RateLimiterMemory;
  private readonly porDireccion: RateLimiterMemory;

  constructor(limites: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
    // A key is blocked when a consume goes past `points`, so the last allowed failure is the one that locks.
    const base = { duration: limites.ventanaS, blockDuration: limites.bloqueoS };
    this.porUsuario = new RateLimiterMemory({ ...base, keyPrefix: 'usuario', points: limites.fallosPorUsuario - 1 });
    this.porDireccion = new RateLimiterMemory({ ...base, keyPrefix: 'ip', points: limites.fallosPorDireccion - 1 });
  }

  /** Before checking a password: is this name or address locked out now? */
  async check(direccion: string, usuario: string): Promise<ThrottleVerdict> {
    const estados = await Promise.all([this.porUsuario.get(usuario), this.porDireccion.get(direccion)]);
    const limites = [this.porUsuario.points, this.porDireccion.points];
    const bloqueos = estados.flatMap((estado, i) =>
      estado !== null && estado.consumedPoints > (limites[i] ?? 0) ? [estado.msBeforeNext] : [],
    );
    return bloqueos.length > 0 ? { bloqueado: true, reintentarEnMs: Math.max(...bloqueos) } : { bloqueado: false, demoraMs: 0 };
  }

  async registerFailure(direccion: string, usuario: string): Promise<ThrottleVerdict> {
    const resultados = await Promise.all([consumir(this.porUsuario, usuario), consumir(this.porDireccion, direccion)]);
    const bloqueos = resultados.filter((r) => r.rechazado).map((r) => r.res.msBeforeNext);
    if (bloqueos.length > 0) return { bloqueado: true, reintentarEnMs: Math.max(...bloqueos) };
    const [delUsuario, deLaDireccion] = resultados.map((r) => r.res.consumedPoints);
    // Spraying many names from one address is slowed too, at a quarter of the pace.
    const fallos = Math.max(delUsuario ?? 0, Math.ceil((deLaDireccion ?? 0) / 4));
    return { bloqueado: false, demoraMs: delayAfterFailures(fallos) };
  }

  async registerSuccess(usuario: string): Promise<void> {
    await this.porUsuario.delete(usuario);
  }
}

async function consumir(limitador: RateLimiterMemory, clave: string): Promise<{ rechazado: boolean; res: RateLimiterRes }> {
  try {
    return { rechazado: false, res: await limitador.consume(clave) };
  } catch (rechazo) {
    if (rechazo instanceof RateLimiterRes) return { rechazado: true, res: rechazo };
    throw rechazo;
  }
}

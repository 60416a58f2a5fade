import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { SignInScope, SignInState } from '@/lib/store/sign-in-lockouts';
import type { SignInLimits, SignInCounts } from './sign-in-throttle';

/** Failed sign-ins counted in this process only (rate-limiter-flexible): for tests and a process without a store. */
export function memorySignInCounts(limites: SignInLimits): SignInCounts {
  // A key is blocked when a consume goes past `points`, so the last allowed failure is the one that locks.
  const base = { duration: limites.ventanaS, blockDuration: limites.bloqueoS };
  const limitadores: Record<SignInScope, RateLimiterMemory> = {
    user: new RateLimiterMemory({ ...base, keyPrefix: 'usuario', points: limites.fallosPorUsuario - 1 }),
    address: new RateLimiterMemory({ ...base, keyPrefix: 'ip', points: limites.fallosPorDireccion - 1 }),
  };
  return {
    async state(scope, subject) {
      const limitador = limitadores[scope];
      return estadoDe(await limitador.get(subject), limitador.points);
    },
    async fail(scope, subject) {
      const limitador = limitadores[scope];
      try {
        return estadoDe(await limitador.consume(subject), limitador.points);
      } catch (rechazo) {
        if (!(rechazo instanceof RateLimiterRes)) throw rechazo;
        return { failures: rechazo.consumedPoints, lockedUntil: Date.now() + rechazo.msBeforeNext };
      }
    },
    async clear(scope, subject) {
      await limitadores[scope].delete(subject);
    },
  };
}

function estadoDe(res: RateLimiterRes | null, points: number): SignInState {
  if (res === null) return { failures: 0, lockedUntil: null };
  return { failures: res.consumedPoints, lockedUntil: res.consumedPoints > points ? Date.now() + res.msBeforeNext : null };
}

import 'server-only';
import { clearSignInFailures, recordSignInFailure, signInState } from '@/lib/store/sign-in-lockouts';
import type { Store } from '@/lib/store/store';
import type { SignInLimits, SignInCounts } from './sign-in-throttle';

/** Failed sign-ins counted in the store: one count per name and per address for every instance, kept across restarts. */
export function storedSignInCounts(store: Store, limites: SignInLimits): SignInCounts {
  const window = { windowMs: limites.ventanaS * 1000, lockMs: limites.bloqueoS * 1000 };
  const rules = {
    user: { maxFailures: limites.fallosPorUsuario, ...window },
    address: { maxFailures: limites.fallosPorDireccion, ...window },
  };
  return {
    state: (scope, subject) => signInState(store, scope, subject),
    fail: (scope, subject) => recordSignInFailure(store, scope, subject, rules[scope]),
    clear: (scope, subject) => clearSignInFailures(store, scope, subject),
  };
}

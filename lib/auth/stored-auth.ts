import 'server-only';
import type { Store } from '@/lib/store/store';
import { authConfig } from './config';
import { setSessionRevocations } from './session-revocations';
import { storedSignInCounts } from './sign-in-counts-stored';
import { DEFAULT_SIGN_IN_LIMITS, SignInThrottle, setSignInThrottle } from './sign-in-throttle';
import { StoredRevocations } from './stored-revocations';

/**
 * Puts what sign-in must remember in the store, for this process's every bundle: sign-outs and
 * the failure counts behind lock-outs. Who the users are, their roles and passwords stay in the
 * users file, read again on every instance when it changes (`user-store.ts`); a session names
 * its user's password fingerprint, so a changed password ends it everywhere. Called once the
 * store is open (server/main.ts); answers what to call at shutdown.
 */
export async function keepAuthInStore(store: Store): Promise<() => Promise<void>> {
  const revocations = await StoredRevocations.open(store, authConfig().horasSesion * 3_600_000);
  setSessionRevocations(revocations);
  setSignInThrottle(new SignInThrottle(DEFAULT_SIGN_IN_LIMITS, storedSignInCounts(store, DEFAULT_SIGN_IN_LIMITS)));
  return () => revocations.close();
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { CHANNELS } from './channels';
import { isSessionRevoked, pruneRevokedSessions, revokeSession } from './sessions';
import { clearSignInFailures, pruneSignInFailures, recordSignInFailure, signInState } from './sign-in-lockouts';
import type { Store } from './store';

const MIN = 60_000;
const RULE = { maxFailures: 3, windowMs: 15 * MIN, lockMs: 15 * MIN };

describe.each(ENGINES)('sessions and sign-in lock-outs (%s)', (engine) => {
  let place: StorePlace;
  let store: Store;
  let other: Store;
  let now = Date.parse('2026-11-20T10:00:00-03:00');
  const clock = () => now;
  beforeAll(async () => {
    place = await storePlace(engine);
    store = await place.open({ now: clock });
    other = await place.open({ now: clock, instanceId: 'instancia-b' });
  });
  afterAll(async () => {
    await Promise.all([store.close(), other.close()]);
    await place.remove();
  });

  it('refuses a signed-out session on every instance, across a restart, until its cookie would have expired', async () => {
    const heard: (string | null)[] = [];
    const stop = await other.listen(CHANNELS.sessions, (payload) => heard.push(payload));
    await revokeSession(store, 'sesion-1', now + 12 * 60 * MIN);
    expect(await isSessionRevoked(other, 'sesion-1')).toBe(true);
    expect(await isSessionRevoked(other, 'sesion-2')).toBe(false);
    await expect.poll(() => heard).toEqual(['sesion-1']);
    await stop();
    await Promise.all([store.close(), other.close()]);
    store = await place.open({ now: clock });
    other = await place.open({ now: clock, instanceId: 'instancia-b' });
    expect(await isSessionRevoked(store, 'sesion-1')).toBe(true);
    now += 12 * 60 * MIN;
    expect(await isSessionRevoked(store, 'sesion-1')).toBe(false);
    expect(await pruneRevokedSessions(store)).toBe(1);
  });

  it('locks a name out at the failure that reaches the limit, on every instance and across a restart', async () => {
    expect(await recordSignInFailure(store, 'user', 'ana', RULE)).toEqual({ failures: 1, lockedUntil: null });
    expect(await recordSignInFailure(other, 'user', 'ana', RULE)).toEqual({ failures: 2, lockedUntil: null });
    now += MIN;
    const locked = await recordSignInFailure(store, 'user', 'ana', RULE);
    expect(locked).toEqual({ failures: 3, lockedUntil: now + 15 * MIN });
    await Promise.all([store.close(), other.close()]);
    store = await place.open({ now: clock });
    other = await place.open({ now: clock, instanceId: 'instancia-b' });
    expect(await signInState(other, 'user', 'ana')).toEqual(locked);
    expect(await signInState(other, 'address', 'ana')).toEqual({ failures: 0, lockedUntil: null });
    now += 15 * MIN;
    expect(await signInState(store, 'user', 'ana')).toEqual({ failures: 0, lockedUntil: null });
    expect(await recordSignInFailure(store, 'user', 'ana', RULE)).toEqual({ failures: 1, lockedUntil: null });
  });

  it('counts failures made at the same moment on several instances, each once', async () => {
    const rule = { ...RULE, maxFailures: 20 };
    await Promise.all(Array.from({ length: 12 }, (_, i) => recordSignInFailure(i % 2 ? store : other, 'address', '10.0.0.9', rule)));
    expect(await signInState(store, 'address', '10.0.0.9')).toEqual({ failures: 12, lockedUntil: null });
  });

  it('starts the count again after a quiet window, and a success clears it', async () => {
    await recordSignInFailure(store, 'user', 'beto', RULE);
    await recordSignInFailure(store, 'user', 'beto', RULE);
    now += 16 * MIN;
    expect(await recordSignInFailure(store, 'user', 'beto', RULE)).toEqual({ failures: 1, lockedUntil: null });
    await clearSignInFailures(store, 'user', 'beto');
    expect(await signInState(store, 'user', 'beto')).toEqual({ failures: 0, lockedUntil: null });
    now += 16 * MIN;
    expect(await pruneSignInFailures(store)).toBeGreaterThan(0);
  });
});


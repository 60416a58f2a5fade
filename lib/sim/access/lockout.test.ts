import { describe, expect, it } from 'vitest';
import { InvalidKeyLockout } from './lockout';

describe('InvalidKeyLockout', () => {
  it('locks an IP after the allowed invalid keys within the window, for the window', () => {
    const lockout = new InvalidKeyLockout(3, 600_000);
    lockout.recordInvalidKey('10.0.0.1', 0);
    lockout.recordInvalidKey('10.0.0.1', 1_000);
    expect(lockout.lockedFor('10.0.0.1', 1_500)).toBe(0);
    lockout.recordInvalidKey('10.0.0.1', 2_000);
    expect(lockout.lockedFor('10.0.0.1', 2_000)).toBe(600_000);
    expect(lockout.lockedFor('10.0.0.2', 2_000)).toBe(0);
    expect(lockout.lockedFor('10.0.0.1', 602_000)).toBe(0);
  });

  it('forgets invalid keys older than the window', () => {
    const lockout = new InvalidKeyLockout(2, 10_000);
    lockout.recordInvalidKey('ip', 0);
    lockout.recordInvalidKey('ip', 10_001);
    expect(lockout.lockedFor('ip', 10_001)).toBe(0);
  });
});

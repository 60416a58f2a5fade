/**
 * Invalid-key lock-out per caller IP (docs/embedded-api.md#lock-out): `attempts` invalid keys
 * within `windowMs` lock the IP for `windowMs`; while locked every request is refused.
 */
export class InvalidKeyLockout {
  private readonly failures = new Map<string, number[]>();
  private readonly lockedUntil = new Map<string, number>();

  constructor(
    private readonly attempts: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds the IP stays locked, 0 when it is not. */
  lockedFor(ip: string, now: number): number {
    const until = this.lockedUntil.get(ip);
    if (until === undefined) return 0;
    if (until > now) return until - now;
    this.lockedUntil.delete(ip);
    return 0;
  }

  recordInvalidKey(ip: string, now: number): void {
    const recent = (this.failures.get(ip) ?? []).filter((at) => at > now - this.windowMs);
    recent.push(now);
    if (recent.length >= this.attempts) {
      this.lockedUntil.set(ip, now + this.windowMs);
      this.failures.delete(ip);
      return;
    }
    this.failures.set(ip, recent);
  }
}

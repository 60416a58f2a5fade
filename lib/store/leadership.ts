import 'server-only';
import { CHANNELS, noticeField } from './channels';
import { type LeaderPoll, type Lease, type PollOutcome, claimLease, releaseLease, reportPoll } from './leader-lease';
import type { Store } from './store';

export interface LeadershipOptions {
  /** How long a lease lasts; another instance takes over at most this long after the leader stops renewing. */
  ttlMs?: number;
  /** Runs `fn` after `ms`, returning its cancellation; tests pass one they drive. */
  schedule?: (fn: () => void, ms: number) => () => void;
  /** Called when this instance starts or stops leading a role. */
  onChange?: (role: string, leading: boolean, lease: Lease | null) => void;
}

/**
 * Which instance runs each leader-only job (the pollers), by leases in the store. Every instance
 * claims each role it asks about a third of a lease apart: the holder renews, the others take
 * over once it lapses, and at once when the leader gives the role up or a notice says it changed.
 * A leader that cannot reach the store stops leading before its lease could have lapsed on any
 * other instance's clock (a tenth of the lease is kept as margin for clock differences).
 */
export class Leadership {
  private readonly roles = new Map<string, RoleState>();
  private readonly resigning = new Map<string, Promise<void>>();
  private readonly watchers = new Map<string, Set<(poll: LeaderPoll) => void>>();
  private readonly ttlMs: number;
  private readonly schedule: NonNullable<LeadershipOptions['schedule']>;
  private stopNotices: Promise<() => Promise<void>> | null = null;
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly options: LeadershipOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? store.leaseMs;
    this.schedule = options.schedule ?? unrefTimeout;
  }

  /** Whether this instance leads `role` now; the first question about a role starts claiming it. */
  async leads(role: string): Promise<boolean> {
    // Claimed again while being given up: after the release, or the release would undo the claim.
    await this.resigning.get(role);
    if (this.stopped) return false;
    let state = this.roles.get(role);
    if (!state) {
      state = { lease: null, validUntil: 0, reported: false, cancel: null, claiming: null, resigned: false };
      this.roles.set(role, state);
      // Listening before the first claim: a step-down right after it must not go unheard.
      this.stopNotices ??= this.store.listen(CHANNELS.leader, (payload) => this.heard(payload));
      await this.stopNotices.catch(() => undefined);
      await this.claim(role, state);
    }
    this.report(role, state);
    return state.reported;
  }

  /** The lease as this instance last saw it. */
  lease(role: string): Lease | null {
    return this.roles.get(role)?.lease ?? null;
  }

  /** Shares how this instance's poll of `role` went; the store out of reach only leaves the others less informed. */
  polled(role: string, outcome: PollOutcome): void {
    reportPoll(this.store, role, outcome).catch(() => undefined);
  }

  /** How another instance's polls of `role` last went, as its lease said at this instance's last claim. */
  leaderPoll(role: string): LeaderPoll | null {
    const lease = this.roles.get(role)?.lease;
    return lease && lease.holder !== this.store.instanceId ? lease.poll : null;
  }

  /** Hears the leader's poll outcomes for `role` at every claim this instance makes and loses. */
  watchLeader(role: string, listener: (poll: LeaderPoll) => void): () => void {
    const listeners = this.watchers.get(role) ?? new Set();
    this.watchers.set(role, listeners.add(listener));
    return () => void listeners.delete(listener);
  }

  /** Stops claiming `role` and gives it up if led, so another instance need not wait for the lease to lapse. */
  async resign(role: string): Promise<void> {
    const state = this.roles.get(role);
    if (!state) return;
    this.roles.delete(role);
    const resigning = this.giveUp(role, state).finally(() => this.resigning.delete(role));
    this.resigning.set(role, resigning);
    await resigning;
  }

  /** Stops claiming and gives up every role led, so the next leader need not wait. */
  async stop(): Promise<void> {
    this.stopped = true;
    const stopNotices = this.stopNotices;
    for (const [role, state] of this.roles) await this.giveUp(role, state);
    await (await stopNotices?.catch(() => null))?.();
  }

  private async giveUp(role: string, state: RoleState): Promise<void> {
    state.cancel?.();
    state.cancel = null;
    state.resigned = true;
    await state.claiming;
    const held = this.store.now() < state.validUntil;
    // No longer leading before the lease is released: once it is, another instance leads at once.
    this.setValid(role, state, 0);
    if (held) await releaseLease(this.store, role).catch(() => undefined);
  }

  private claim(role: string, state: RoleState): Promise<void> {
    state.cancel?.();
    state.claiming ??= (async () => {
      const asked = this.store.now();
      try {
        const { leading, lease } = await claimLease(this.store, role, this.ttlMs);
        state.lease = lease;
        this.setValid(role, state, leading ? asked + this.ttlMs - this.ttlMs / 10 : 0);
        if (!leading) this.watchers.get(role)?.forEach((listener) => listener(lease.poll));
      } catch {
        // The store is out of reach: lead on only while the lease surely holds.
        this.report(role, state);
      } finally {
        state.claiming = null;
        if (!this.stopped && !state.resigned) state.cancel = this.schedule(() => void this.claim(role, state), this.ttlMs / 3);
      }
    })();
    return state.claiming;
  }

  private setValid(role: string, state: RoleState, validUntil: number): void {
    state.validUntil = validUntil;
    this.report(role, state);
  }

  private report(role: string, state: RoleState): void {
    const leading = this.store.now() < state.validUntil;
    if (leading === state.reported) return;
    state.reported = leading;
    this.options.onChange?.(role, leading, state.lease);
  }

  /** Another instance took a role or gave it up: claim at once rather than at the next turn. */
  private heard(payload: string | null): void {
    if (this.stopped) return;
    const role = payload === null ? null : noticeField(payload, 'role');
    for (const [name, state] of this.roles) if (role === null || role === name) void this.claim(name, state);
  }
}

interface RoleState {
  lease: Lease | null;
  /** This instance acts as leader while its clock is before this. */
  validUntil: number;
  /** What `onChange` was last told. */
  reported: boolean;
  cancel: (() => void) | null;
  claiming: Promise<void> | null;
  /** Given up: no more claims (a claim under way when it was given up schedules none). */
  resigned: boolean;
}

function unrefTimeout(fn: () => void, ms: number): () => void {
  const timer = setTimeout(fn, ms);
  timer.unref();
  return () => clearTimeout(timer);
}

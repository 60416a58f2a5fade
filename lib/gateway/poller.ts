import 'server-only';
import type { Clock } from './clock';
import { isGatewayError } from './gateway-error';
import type { GatewayHealth, PollerName } from './health';
import type { Leadership } from './leadership';
import type { Logger } from './logger';

export interface PollerOptions {
  name: PollerName;
  intervalMs: number;
  /** How long it keeps polling after the last viewer looked. */
  graceMs: number;
  /** One poll; throws when it failed. */
  tick: (run: PollRun) => Promise<void>;
  /** What an instance that does not lead does at each poll instead (reads what the leader shared); nothing when absent. */
  follow?: () => Promise<void>;
}

export interface PollRun {
  /**
   * True until the first poll of a run succeeds: the poller was idle (nobody watching, or the
   * server just started), so that poll reads a span nobody followed as it happened.
   */
  catchingUp: boolean;
}

/**
 * Runs a poll on a schedule while someone is watching: a viewer `touch`es it on each read and
 * a subscriber `hold`s it for as long as it stays connected. Idle, it costs nothing. After the
 * first poll it keeps to a grid of the wall clock (every 15 s: :00, :15, :30…), so the schedule
 * does not drift with the time each poll takes and every instance polls at the same moments.
 */
export class Poller {
  private lastTouch = -Infinity;
  private holders = 0;
  private running = false;
  private caughtUp = false;
  /** Tells a loop left over from before a stop that it is no longer the current one. */
  private generation = 0;
  private cancelNext: (() => void) | null = null;
  private unwatchLeader: (() => void) | null = null;

  constructor(
    private readonly options: PollerOptions,
    private readonly deps: { clock: Clock; leadership: Leadership; health: GatewayHealth; log: Logger },
  ) {}

  touch(): void {
    this.lastTouch = this.deps.clock.now();
    this.start();
  }

  hold(): () => void {
    this.holders++;
    this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders--;
      this.lastTouch = this.deps.clock.now();
    };
  }

  stop(): void {
    this.cancelNext?.();
    this.cancelNext = null;
    this.unwatchLeader?.();
    this.unwatchLeader = null;
    if (this.running) {
      this.deps.health.pollerActive(this.options.name, false);
      // Another instance's viewers may be watching: they need the role more than this one.
      this.deps.leadership.resign(this.options.name).catch(() => undefined);
    }
    this.running = false;
  }

  private get watched(): boolean {
    return this.holders > 0 || this.deps.clock.now() - this.lastTouch < this.options.graceMs;
  }

  private start(): void {
    if (this.running) return;
    this.running = true;
    this.caughtUp = false;
    const { name } = this.options;
    const { health, leadership } = this.deps;
    health.pollerActive(name, true);
    // Between this instance's own polls (minutes apart for the events) the leader's news still comes.
    this.unwatchLeader = leadership.watchLeader(name, (poll) => health.leaderPolled(name, poll));
    void this.run(++this.generation);
  }

  private async run(generation: number): Promise<void> {
    const { name, intervalMs, tick, follow } = this.options;
    const { leadership, health } = this.deps;
    let leading = false;
    try {
      leading = await leadership.leads(name);
      if (leading) {
        await tick({ catchingUp: !this.caughtUp });
        this.caughtUp = true;
        health.pollSucceeded(name);
        leadership.polled(name, { ok: true });
      } else {
        await follow?.();
        // What this instance serves is as fresh as the leader's polls: their failures are its own.
        const leader = leadership.leaderPoll(name);
        if (leader) health.leaderPolled(name, leader);
        else health.pollSucceeded(name);
      }
    } catch (error) {
      const codigo = isGatewayError(error) ? error.codigo : 'error_interno';
      health.pollFailed(name, error);
      if (leading) leadership.polled(name, { ok: false, codigo });
      this.deps.log.warn('falló un sondeo', { poller: name, codigo });
    }
    if (generation !== this.generation || !this.running) return;
    if (!this.watched) return this.stop();
    const untilGrid = intervalMs - (this.deps.clock.now() % intervalMs);
    // A first poll that ended just before a grid point waits for the following one.
    const untilNext = untilGrid < intervalMs / 2 ? untilGrid + intervalMs : untilGrid;
    this.cancelNext = this.deps.clock.schedule(() => void this.run(generation), untilNext);
  }
}

import 'server-only';
import type { LeaderPoll, PollOutcome } from '@/lib/store/leader-lease';

/**
 * Which process runs a live poller. With several app instances sharing one key, exactly one
 * should poll and the others read what it stored in the shared cache and event feed.
 */
export interface Leadership {
  /** True while this process leads `role`; called before every poll. */
  leads(role: string): Promise<boolean>;
  /**
   * Nobody here watches what `role` polls any more: it is given up, so that an instance whose
   * viewers do watch takes it. The next `leads` claims it again.
   */
  resign(role: string): Promise<void>;
  /** The leader says how its poll of `role` went, for the instances that serve what it polled. */
  polled(role: string, outcome: PollOutcome): void;
  /** How the leader's polls of `role` last went, as it said; null when nobody else leads it. */
  leaderPoll(role: string): LeaderPoll | null;
}

/** One process: it always leads. */
export const soleLeadership: Leadership = {
  leads: async () => true,
  resign: async () => {},
  polled: () => {},
  leaderPoll: () => null,
};

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
  /**
   * Hears how the leader's polls of `role` go each time this instance reads the role's lease (a
   * few times per lease, whatever its own poll interval), until the returned function is called.
   */
  watchLeader(role: string, listener: (poll: LeaderPoll) => void): () => void;
}

/** One process: it always leads. */
export const soleLeadership: Leadership = {
  leads: async () => true,
  resign: async () => {},
  polled: () => {},
  leaderPoll: () => null,
  watchLeader: () => () => {},
};

import 'server-only';

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
}

/** One process: it always leads. */
export const soleLeadership: Leadership = {
  leads: async () => true,
  resign: async () => {},
};

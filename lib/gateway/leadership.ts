import 'server-only';

/**
 * Which process runs a live poller. With several app instances sharing one key, exactly one
 * should poll and the others read what it stored in the shared cache and event feed.
 */
export interface Leadership {
  /** True while this process leads `role`; called before every poll. */
  leads(role: string): Promise<boolean>;
}

/** One process: it always leads. */
export const soleLeadership: Leadership = {
  leads: async () => true,
};

const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;
const KEY_PROBLEM_RETRY_MS = 60_000;
const DEFAULT_CLEAN_CLOSE_MS = 1_000;

export interface ReconnectSituation {
  /** Consecutive failed attempts; 0 when the server closed a healthy stream. */
  failures: number;
  /** HTTP status of the last failure, 0 when there was no answer. */
  status: number;
  /** The `retry:` field the server last sent, if any. */
  serverRetryMs: number | null;
}

/**
 * How long to wait before reconnecting. A stream the server closed on purpose comes back at once;
 * network trouble backs off so hundreds of control-room screens do not hammer a restarting server
 * in step (hence the jitter); a refused key is retried rarely, since only an operator can fix it.
 */
export function reconnectDelay(situation: ReconnectSituation, random: () => number = Math.random): number {
  if (situation.failures === 0) return situation.serverRetryMs ?? DEFAULT_CLEAN_CLOSE_MS;
  if (situation.status === 401 || situation.status === 403) return KEY_PROBLEM_RETRY_MS;
  const base = BACKOFF_MS[Math.min(situation.failures, BACKOFF_MS.length) - 1] as number;
  return Math.round(base * (0.8 + 0.4 * random()));
}

import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * What the store tells every instance as it happens (PostgreSQL `NOTIFY`, sent at commit, so a
 * listener that reads on a notice sees the rows). Payloads are small hints; the data stays in
 * the tables, and a listener that hears `null` lost its connection and must read again.
 */
export const CHANNELS = {
  /** New events in the log; payload: the highest `seq` now committed. */
  events: 'flota_events',
  /** A new snapshot; payload: `{ "name": …, "version": … }`. */
  snapshot: 'flota_snapshot',
  /** Units settled or a wait given up: a waiting take may now succeed; payload: the budget id. */
  budget: 'flota_budget',
  /** A session was signed out; payload: its id. */
  sessions: 'flota_sessions',
  /** A lease changed hands; payload: `{ "role": …, "holder": …, "term": … }`. */
  leader: 'flota_leader',
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export type NoticeListener = (payload: string | null) => void;

/** Queues a notice in the caller's transaction: it goes out only if the transaction commits. */
export async function notify(db: Db, channel: Channel, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** A text field of a notice's JSON payload (`role`, `name`), or null when the payload does not say. */
export function noticeField(payload: string, field: string): string | null {
  try {
    const value = (JSON.parse(payload) as Record<string, unknown>)[field];
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

import 'server-only';
import { argentinaDay } from '@/lib/fleet/time';
import { pruneClosedDays } from './closed-days';
import { pruneEventLog } from './event-log';
import { pruneRevokedSessions } from './sessions';
import { pruneSignInFailures } from './sign-in-lockouts';
import type { Store } from './store';

export interface Pruned {
  events: number;
  routeDays: number;
  eventDays: number;
  sessions: number;
  signIns: number;
  /** Tables whose statistics the embedded engine refreshed (it has no autovacuum). */
  analyzed: string[];
}

/**
 * Removes what is past the retention (90 days by default, the API's own history window: an
 * older day can never be asked for) and what has expired, then lets the embedded engine vacuum
 * and analyze what changed (it has no autovacuum). `scheduleStoreMaintenance` runs it.
 */
export async function pruneStore(store: Store): Promise<Pruned> {
  const before = store.now() - store.retentionMs;
  const { removed: events } = await pruneEventLog(store, before);
  const { rutas, eventos } = await pruneClosedDays(store, argentinaDay(before));
  const sessions = await pruneRevokedSessions(store);
  const signIns = await pruneSignInFailures(store);
  const analyzed = await store.maintain();
  return { events, routeDays: rutas, eventDays: eventos, sessions, signIns, analyzed };
}

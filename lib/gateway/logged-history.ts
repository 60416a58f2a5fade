import 'server-only';
import type { TimeRange } from '@/lib/fleet/range';
import type { Evento } from '@/lib/fleet/schemas/evento';
import { coverageGaps } from '@/lib/store/event-coverage';
import { eventsInRange } from '@/lib/store/event-log-range';
import type { Store } from '@/lib/store/store';
import { errorCode } from './error-code';
import type { Logger } from './logger';

/**
 * Event history from the store's event log, over the spans the follower read in full for the
 * key's whole scope (`EventsFollower`): such a range costs nothing upstream, closed or not. A
 * range the log holds only in part goes on to the closed days and the API, as before. The log
 * is a saving, never a condition: when it cannot be read, the API is asked.
 */
export class LoggedHistory {
  constructor(private readonly deps: { store: Store; log: Logger }) {}

  /**
   * The events of `vehiculos` (null: the whole scope) in `range`, when the log covers all of it
   * for the key's scope as it is now (`scopeSignature`); else null.
   */
  async held(
    range: TimeRange,
    { scope, vehiculos, tipos }: { scope: string; vehiculos: readonly string[] | null; tipos: readonly string[] | undefined },
  ): Promise<Evento[] | null> {
    const { store, log } = this.deps;
    try {
      if ((await coverageGaps(store, range, scope)).length > 0) return null;
      return await eventsInRange(store, { ...range, vehiculos: vehiculos ?? undefined, tipos });
    } catch (error) {
      log.warn('almacenamiento: registro de eventos no disponible para el historial', { codigo: errorCode(error) });
      return null;
    }
  }
}

import 'server-only';
import { inArray } from 'drizzle-orm';
import { eventLog } from './schema';

/** Which of the log's events a read wants: these vehicles, these types (absent: all). */
export interface EventFilter {
  vehiculos?: readonly string[];
  tipos?: readonly string[];
}

/** The filter as conditions on the log's rows. */
export function eventFilterConditions(filter: EventFilter) {
  return [
    filter.vehiculos ? inArray(eventLog.vehiculo, [...filter.vehiculos]) : undefined,
    filter.tipos ? inArray(eventLog.tipo, [...filter.tipos]) : undefined,
  ];
}

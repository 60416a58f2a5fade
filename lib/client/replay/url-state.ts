import { z } from 'zod';
import { vehiculoIdSchema } from '@/lib/fleet/ids';
import { apiDateTimeParamSchema } from '@/lib/fleet/range';
import { formatApiDateTime } from '@/lib/fleet/time';
import { type PlaybackRate, isPlaybackRate } from './replay-settings';

/** What the replay page keeps in its URL, so a supervisor can send exactly what they see. */
export interface ReplayUrlState {
  vehiculo?: string;
  desde?: number;
  hasta?: number;
  /** Playback cursor, epoch ms. */
  t?: number;
  /** Playback speed. */
  x?: PlaybackRate;
}

/** A search param may repeat; the first value wins, and a malformed one is dropped, not fatal. */
const firstValue = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const param = <T extends z.ZodType>(schema: T) => z.preprocess(firstValue, schema.optional()).catch(undefined);

const replaySearchSchema = z.object({
  vehiculo: param(vehiculoIdSchema),
  desde: param(apiDateTimeParamSchema),
  hasta: param(apiDateTimeParamSchema),
  t: param(apiDateTimeParamSchema),
  x: param(z.coerce.number().refine(isPlaybackRate)),
});

export function parseReplaySearch(search: Record<string, string | string[] | undefined>): ReplayUrlState {
  const parsed = replaySearchSchema.parse(search);
  const state: ReplayUrlState = {};
  if (parsed.vehiculo) state.vehiculo = parsed.vehiculo;
  if (parsed.desde !== undefined) state.desde = parsed.desde;
  if (parsed.hasta !== undefined) state.hasta = parsed.hasta;
  if (parsed.t !== undefined) state.t = parsed.t;
  if (parsed.x !== undefined && isPlaybackRate(parsed.x)) state.x = parsed.x;
  return state;
}

/** `/recorrido?...` for a state; other pages link here with just a vehicle. */
export function replayHref(state: ReplayUrlState): string {
  const params = new URLSearchParams();
  if (state.vehiculo) params.set('vehiculo', state.vehiculo);
  if (state.desde !== undefined) params.set('desde', formatApiDateTime(state.desde));
  if (state.hasta !== undefined) params.set('hasta', formatApiDateTime(state.hasta));
  if (state.t !== undefined) params.set('t', formatApiDateTime(state.t));
  if (state.x !== undefined) params.set('x', String(state.x));
  const query = params.toString();
  return query ? `/recorrido?${query}` : '/recorrido';
}

import { z } from 'zod';
import { clienteIdSchema, vehiculoIdSchema } from '@/lib/fleet/ids';
import { latitudSchema, longitudSchema } from '@/lib/fleet/schemas/posicion';
import { LIST_STATUSES, type FleetFilter } from './fleet-filter';

/** What the live page keeps in its URL, so a link opens the same view for whoever receives it. */
export type LiveUrlState = FleetFilter & {
  vehiculo: string | null;
  seguir: boolean;
  mapa: { latitude: number; longitude: number; zoom: number } | null;
};

const listOf = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(item));

const mapaSchema = z
  .string()
  .transform((s) => s.split(',').map(Number))
  .pipe(z.tuple([latitudSchema, longitudSchema, z.number().min(0).max(22)]))
  .transform(([latitude, longitude, zoom]) => ({ latitude, longitude, zoom }));

/** Each parameter on its own: a bad one is dropped, the rest still apply. */
const fields = {
  q: z.string().max(100),
  cliente: listOf(clienteIdSchema),
  estado: listOf(z.enum(LIST_STATUSES)),
  vehiculo: vehiculoIdSchema,
  seguir: z.literal('1'),
  mapa: mapaSchema,
};

function read<T extends z.ZodType>(params: URLSearchParams, key: string, schema: T): z.infer<T> | undefined {
  const raw = params.get(key);
  if (raw === null) return undefined;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

export function parseLiveUrlState(params: URLSearchParams): LiveUrlState {
  return {
    q: read(params, 'q', fields.q) ?? '',
    clientes: read(params, 'cliente', fields.cliente) ?? [],
    estados: read(params, 'estado', fields.estado) ?? [],
    vehiculo: read(params, 'vehiculo', fields.vehiculo) ?? null,
    seguir: read(params, 'seguir', fields.seguir) === '1',
    mapa: read(params, 'mapa', fields.mapa) ?? null,
  };
}

const round = (n: number, digits: number) => String(Number(n.toFixed(digits)));

export function serializeLiveUrlState(state: LiveUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.vehiculo) params.set('vehiculo', state.vehiculo);
  if (state.vehiculo && state.seguir) params.set('seguir', '1');
  if (state.q) params.set('q', state.q);
  if (state.clientes.length) params.set('cliente', state.clientes.join(','));
  if (state.estados.length) params.set('estado', state.estados.join(','));
  if (state.mapa) {
    const { latitude, longitude, zoom } = state.mapa;
    params.set('mapa', [round(latitude, 5), round(longitude, 5), round(zoom, 2)].join(','));
  }
  return params;
}

import type { LiveUrlState } from './live-url-state';

const round = (n: number, digits: number) => String(Number(n.toFixed(digits)));

/** The URL query that reopens `state` (what `parseLiveUrlState` reads back). */
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

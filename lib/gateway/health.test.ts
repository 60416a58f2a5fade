import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/lib/fleet/errors';
import { systemClock } from './clock';
import { GatewayError } from './gateway-error';
import { GatewayHealth } from './health';
import { MemoryBudget } from './memory-budget';

function health(): GatewayHealth {
  return new GatewayHealth(systemClock, { toFleet: (ms) => ms }, new MemoryBudget(systemClock, 2), { posiciones: 15_000, eventos: 120_000 });
}

const AJENO = 'veh_999001';

describe('GatewayHealth.view', () => {
  it('leaves out other calls’ errors, whose paths name vehicles, while the full snapshot keeps them', () => {
    const salud = health();
    salud.upstreamFailed(new GatewayError({ codigo: 'sin_posicion', status: 404, origen: 'upstream' }), `/v1/vehiculos/${AJENO}/posicion`);
    expect(salud.snapshot().ultimo_error?.ruta).toContain(AJENO);
    expect(salud.view().ultimo_error).toBeNull();
    expect(JSON.stringify(salud.view())).not.toContain(AJENO);
  });

  it('tells a poller’s own failure in Flota’s words, never the upstream’s text', () => {
    const salud = health();
    const error = new GatewayError({ codigo: 'vehiculo_inexistente', status: 404, mensaje: `No existe ${AJENO}.`, solicitud: 'sol_1', origen: 'upstream' });
    salud.pollFailed('eventos', error);
    const vista = salud.view();
    expect(vista.eventos.desactualizado).toBe(true);
    expect(vista.ultimo_error).toMatchObject({
      codigo: 'vehiculo_inexistente',
      mensaje: ERROR_CODES.vehiculo_inexistente.mensaje,
      solicitud: 'sol_1',
      ruta: '/v1/eventos',
    });
    expect(JSON.stringify(vista)).not.toContain(AJENO);
  });

  it('gives the poll intervals and freshness but none of the key’s budget figures', () => {
    const vista = health().view();
    expect(vista.posiciones.intervalo_s).toBe(15);
    expect(vista.eventos.intervalo_s).toBe(120);
    expect(Object.keys(vista.unidades)).toEqual(['pausado_hasta']);
  });

  it('tells listeners the view, not the full snapshot', () => {
    const salud = health();
    const oido: object[] = [];
    salud.subscribe((vista) => oido.push(vista));
    salud.pollerActive('posiciones', true);
    salud.upstreamFailed(new GatewayError({ codigo: 'sin_posicion', status: 404, origen: 'upstream' }), `/v1/vehiculos/${AJENO}/posicion`);
    expect(oido.length).toBe(1);
    expect(JSON.stringify(oido)).not.toContain(AJENO);
    expect(oido[0]).not.toHaveProperty('unidades.limite');
  });
});

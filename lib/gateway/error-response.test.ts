import { describe, expect, it, vi } from 'vitest';
import { GatewayError } from './gateway-error';

describe('errorAnswer', () => {
  it('recognises a GatewayError made by another copy of its module, by its brand', async () => {
    const unknown = new GatewayError({ codigo: 'vehiculo_inexistente', status: 404, mensaje: 'El vehículo veh_1 no existe.', origen: 'upstream' });
    // A second copy of the modules, as two bundles of one process would hold.
    vi.resetModules();
    const { errorAnswer } = await import('./error-response');
    const { GatewayError: OtherCopy } = await import('./gateway-error');
    expect(OtherCopy).not.toBe(GatewayError);
    const answer = errorAnswer(unknown, 'flo_00000000000000000001');
    expect([answer.status, answer.body.error.codigo]).toEqual([404, 'vehiculo_inexistente']);
  });

  it('answers anything else as a 500 in the error shape, never its message', async () => {
    const { errorAnswer } = await import('./error-response');
    const answer = errorAnswer(new TypeError('secreto interno'), 'flo_00000000000000000002');
    expect(answer.status).toBe(500);
    expect(answer.body.error).toEqual({ codigo: 'error_interno', mensaje: 'Error inesperado en el servidor de Flota.', solicitud: 'flo_00000000000000000002' });
  });

  it('tells a person what to do about the server’s key, in the catalogue’s words', async () => {
    const { errorAnswer } = await import('./error-response');
    const answer = errorAnswer(new GatewayError({ codigo: 'demasiados_intentos', status: 429, origen: 'upstream' }), 'flo_x');
    expect(answer.status).toBe(502);
    expect(answer.body.error.mensaje).toMatch(/bloqueó a este servidor/);
  });
});

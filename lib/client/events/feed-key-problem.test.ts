import { describe, expect, it } from 'vitest';
import type { GatewaySalud } from '@/lib/fleet/flota-api';
import { feedKeyProblem } from './feed-key-problem';

function health(desactualizado: boolean, codigo: string | null, ruta = '/v1/eventos'): GatewaySalud {
  const poller = { activo: true, intervalo_s: 60, ultimo_ok: null, desactualizado };
  return {
    posiciones: poller,
    eventos: poller,
    ultimo_error: codigo ? { codigo, mensaje: 'x', solicitud: 'req_1', fecha: '2026-11-22T10:00:00-03:00', ruta } : null,
    unidades: { limite: 120, restantes: 100, ultimo_minuto: 0, por_minuto: [], en_cola: 0, en_curso: 0, pausado_hasta: null },
  };
}

describe('feedKeyProblem', () => {
  it('explains a key without eventos while the events poller fails', () => {
    expect(feedKeyProblem(health(true, 'sin_permiso'))).toMatchObject({ status: 403, codigo: 'sin_permiso', solicitud: 'req_1' });
    expect(feedKeyProblem(health(true, 'clave_vencida', '/v1/vehiculos'))).toMatchObject({ status: 502 });
  });

  it('stays quiet when the feed is healthy, the failure is not about the key, or another route lacks permission', () => {
    expect(feedKeyProblem(health(false, 'sin_permiso'))).toBeNull();
    expect(feedKeyProblem(health(true, 'servicio_no_disponible'))).toBeNull();
    expect(feedKeyProblem(health(true, 'sin_permiso', '/v1/posiciones'))).toBeNull();
    expect(feedKeyProblem(null)).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as dias from '@/app/api/informes/dias/handler';
import * as paradas from '@/app/api/informes/paradas/handler';
import * as resumen from '@/app/api/informes/resumen/handler';
import * as viajes from '@/app/api/informes/viajes/handler';
import { ClientScope } from '@/lib/auth/client-scope';
import { flotaDiasSchema, flotaParadasSchema, flotaResumenSchema, flotaViajesSchema } from '@/lib/fleet/informes-api';
import type { Punto } from '@/lib/fleet/schemas/recorrido';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import { formatApiDateTime } from '@/lib/fleet/time';
import { dayRange } from '@/lib/store/argentina-days';
import { putEventDays } from '@/lib/store/event-days';
import { putRouteDays } from '@/lib/store/route-days';
import type { Store } from '@/lib/store/store';
import { callApi, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { testSessionCookie } from '@/lib/testing/session-cookie';
import { testEvento } from '@/lib/testing/store-events';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { isGatewayError } from './gateway-error';

/** The harness's fleet clock is 2026-03-11 10:30: the last closed day is the 10th. */
const FLEET = { clients: [{ id: 'cli_1001', name: 'Transportes del Sur', vehicles: 3 }, { id: 'cli_2002', name: 'Frío Andino', vehicles: 2 }] };
const WEEK = ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'];

/** Parked at midnight, an hour's drive from 08:00 at a point a minute, then parked for the rest of the day. */
function drive(dia: string): Punto[] {
  const start = dayRange(dia).desde + 8 * 3_600_000;
  const point = (i: number, v: number): Punto => ({
    fecha: formatApiDateTime(start + i * 60_000),
    latitud: -34.6 + i * 0.001,
    longitud: -58.4,
    velocidad_kmh: v,
    rumbo: null,
    encendido: v > 0,
    origen: 'gps',
  });
  return [point(-8 * 60, 0), ...Array.from({ length: 60 }, (_, i) => point(i, 50)), point(60, 0), point(120, 0)];
}

async function codigo(response: Response): Promise<string> {
  return errorBodySchema.parse(await response.json()).error.codigo;
}

describe.each(ENGINES)('/api/informes (%s)', (engine) => {
  let place: StorePlace;
  let store: Store;
  let h: Harness;
  let ofClient: Map<string, string[]>;

  beforeEach(async () => {
    place = await storePlace(engine);
    store = await place.open();
    h = await startHarness({ sim: FLEET, overrides: { store } });
    ofClient = (await h.gateway.directory.index('interactive')).value.byClient;
    const vehiculos = [...ofClient.values()].flat();
    // The week is held for every vehicle but its last day for the first; the events of the last three days only.
    await putRouteDays(
      store,
      vehiculos.flatMap((vehiculo, n) => WEEK.filter((dia) => n > 0 || dia !== '2026-03-10').map((dia) => ({ vehiculo, dia, patente: null, distanciaKm: 0, puntos: drive(dia) }))),
    );
    await putEventDays(store, { vehiculos, dias: WEEK.slice(-3), eventos: [testEvento(vehiculos[1]!, dayRange('2026-03-09').desde + 9 * 3_600_000)] });
  });
  afterEach(async () => {
    await h.close();
    await store.close();
    await place.remove();
  });

  it('sums the last seven closed days of the fleet’s clock by default, with what the store holds of them', async () => {
    const response = await callApi('/api/informes/resumen', { headers: { cookie: await testSessionCookie('gerente') } });
    expect(response.status).toBe(200);
    const body = flotaResumenSchema.parse(await response.json());
    expect([body.desde, body.hasta]).toEqual(['2026-03-04', '2026-03-10']);
    expect(body.vehiculos).toHaveLength(5);
    expect(body.cobertura).toEqual({ rutas: { guardados: 5 * 7 - 1, total: 35 }, eventos: { guardados: 5 * 3, total: 35 } });
    const [first, second] = ofClient.get('cli_1001')!;
    // The first vehicle misses the 10th, and only the 8th to the 10th have events: 1 event on the 9th of the second.
    expect(body.por_vehiculo.find((v) => v.vehiculo === first)).toMatchObject({ dias: 6, viajes: 6, paradas: 12, dias_eventos: 2, eventos: {} });
    expect(body.por_vehiculo.find((v) => v.vehiculo === second)).toMatchObject({
      dias: 7,
      viajes: 7,
      conduccion_ms: 7 * 60 * 60_000,
      dias_usados: 7,
      inactivo_max: 0,
      dias_eventos: 3,
      eventos: { conduccion: 1 },
      primer_arranque: '2026-03-04T08:00:00-03:00',
      ultima_parada: '2026-03-10T09:00:00-03:00',
    });
    expect(body.por_dia.map((d) => [d.dia, d.dias])).toEqual(WEEK.map((dia) => [dia, dia === '2026-03-10' ? 4 : 5]));
    expect(body.total).toMatchObject({ dias: 34, viajes: 34, dias_eventos: 14, eventos: { conduccion: 1 } });
    expect(body.total.km).toBeCloseTo(body.por_vehiculo.reduce((sum, v) => sum + v.km, 0), 6);
  });

  it('lists every held vehicle-day of the range on demand, with its events when they are held', async () => {
    const response = await callApi('/api/informes/dias', { headers: { cookie: await testSessionCookie('gerente') } });
    expect(response.status).toBe(200);
    const body = flotaDiasSchema.parse(await response.json());
    expect(body.dias).toHaveLength(34);
    const day = body.dias.find((d) => d.vehiculo === ofClient.get('cli_1001')![1] && d.dia === '2026-03-09')!;
    expect(day).toMatchObject({ viajes: 1, paradas: 2, conduccion_ms: 60 * 60_000, primer_arranque: '2026-03-09T08:00:00-03:00', ultima_parada: '2026-03-09T09:00:00-03:00' });
    expect(day.eventos).toEqual({ conduccion: 1 });
    expect(body.dias.find((d) => d.dia === '2026-03-05')!.eventos).toBeNull();
  });

  it('lists the trips and the stops of the range asked, by time', async () => {
    const query = 'desde=2026-03-09&hasta=2026-03-10&cliente=cli_2002';
    const trips = flotaViajesSchema.parse(await (await callApi(`/api/informes/viajes?${query}`)).json());
    expect(trips.truncado).toBe(false);
    expect(trips.viajes.map((v) => v.inicio)).toEqual(['2026-03-09T08:00:00-03:00', '2026-03-09T08:00:00-03:00', '2026-03-10T08:00:00-03:00', '2026-03-10T08:00:00-03:00']);
    expect(new Set(trips.viajes.map((v) => v.vehiculo))).toEqual(new Set(ofClient.get('cli_2002')));
    const stops = flotaParadasSchema.parse(await (await callApi(`/api/informes/paradas?${query}`)).json());
    // Parked from 09:00 on the 9th to 08:00 on the 10th: one stop across midnight; the first and last are cut by the range.
    const seen = stops.paradas.map((p) => [p.llegada, p.salida, p.empieza_antes, p.termina_despues]);
    expect(seen.filter((_, i) => i % 2 === 0)).toEqual([
      ['2026-03-09T00:00:00-03:00', '2026-03-09T08:00:00-03:00', true, false],
      ['2026-03-09T09:00:00-03:00', '2026-03-10T08:00:00-03:00', false, false],
      ['2026-03-10T09:00:00-03:00', '2026-03-11T00:00:00-03:00', false, true],
    ]);
    expect(seen.filter((_, i) => i % 2 === 1)).toEqual(seen.filter((_, i) => i % 2 === 0));
  });

  it('is for gerentes and up: a despachante and a supervisor get 403', async () => {
    for (const usuario of ['despacho', 'supervisor']) {
      for (const informe of ['resumen', 'dias']) {
        const response = await callApi(`/api/informes/${informe}`, { headers: { cookie: await testSessionCookie(usuario) } });
        expect([response.status, await codigo(response)]).toEqual([403, 'acceso_denegado']);
      }
    }
  });

  it('refuses days not closed, too old, reversed or malformed with 400 in the API’s error shape', async () => {
    for (const query of ['hasta=2026-03-11', 'desde=2025-12-10&hasta=2025-12-20', 'desde=2026-03-09&hasta=2026-03-08', 'desde=9-3-2026', 'dia=2026-03-09']) {
      const response = await callApi(`/api/informes/viajes?${query}`);
      expect([response.status, await codigo(response)], query).toEqual([400, 'parametro_invalido']);
    }
    expect((await callApi('/api/informes/resumen?desde=2025-12-11&hasta=2026-03-10')).status).toBe(200);
  });

  it('gives a client-scoped gerente only its clients’ vehicles, and another client’s vehicle is a 404', async () => {
    const access = { user: { usuario: 'g', nombre: null, rol: 'gerente' as const, clientes: ['cli_2002'], vence: Date.now() + 60_000 }, scope: ClientScope.of(['cli_2002']) };
    const ask = (handler: typeof resumen.GET, query: string) => {
      const url = new URL(`http://flota.test/api/informes/x?${query}`);
      return handler(new Request(url), { url, params: {}, solicitud: 's', socketAddress: undefined, https: false, gateway: h.gateway, access });
    };
    const body = flotaResumenSchema.parse(await (await ask(resumen.GET, '')).json());
    expect(body.vehiculos.map((v) => v.id).sort()).toEqual([...ofClient.get('cli_2002')!].sort());
    expect(body.por_vehiculo.map((v) => v.vehiculo).sort()).toEqual([...ofClient.get('cli_2002')!].sort());
    const days = flotaDiasSchema.parse(await (await ask(dias.GET, '')).json());
    expect(new Set(days.dias.map((d) => d.vehiculo))).toEqual(new Set(ofClient.get('cli_2002')));
    expect(body.cobertura.rutas.total).toBe(2 * 7);
    const trips = flotaViajesSchema.parse(await (await ask(viajes.GET, '')).json());
    expect(trips.viajes.every((v) => ofClient.get('cli_2002')!.includes(v.vehiculo))).toBe(true);
    const other = ofClient.get('cli_1001')![0]!;
    const refused = await ask(paradas.GET, `vehiculos=${other}`).catch((error: unknown) => error);
    expect(isGatewayError(refused) && [refused.status, refused.codigo]).toEqual([404, 'vehiculo_inexistente']);
  });
});

describe('/api/informes without a store', () => {
  it('answers 503 sin_almacenamiento', async () => {
    const h = await startHarness({ sim: FLEET });
    try {
      const response = await callApi('/api/informes/resumen');
      expect([response.status, await codigo(response)]).toEqual([503, 'sin_almacenamiento']);
    } finally {
      await h.close();
    }
  });
});

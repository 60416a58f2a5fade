import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistorialMensaje } from '@/lib/fleet/flota-api';
import { streamHistory } from './history-stream';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function serve(write: (res: ServerResponse) => void): Promise<string> {
  server = createServer((_req, res) => write(res));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}/api/eventos`;
}

const evento = {
  id: 'evt_1',
  vehiculo: 'veh_1',
  patente: null,
  tipo: 'panico',
  categoria: 'seguridad',
  descripcion: 'Botón de pánico',
  fecha: '2026-11-22T10:00:00-03:00',
  latitud: null,
  longitud: null,
  velocidad_kmh: null,
};
const lines = [
  { tipo: 'plan', partes: 2, unidades: 10 },
  { tipo: 'parte', hechas: 1, partes: 2, unidades_gastadas: 5, eventos: [evento] },
  { tipo: 'parte', hechas: 2, partes: 2, unidades_gastadas: 10, eventos: [] },
  { tipo: 'fin', cantidad: 1, desde: '2026-11-20T00:00:00-03:00', hasta: '2026-11-22T00:00:00-03:00' },
].map((m) => JSON.stringify(m) + '\n');

describe('streamHistory', () => {
  it('delivers each message in order even when lines are split across chunks', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      const text = lines.join('');
      // Cut in the middle of every line to exercise the buffering.
      for (let i = 0; i < text.length; i += 37) res.write(text.slice(i, i + 37));
      res.end();
    });
    const seen: HistorialMensaje['tipo'][] = [];
    await streamHistory(url, new AbortController().signal, (m) => seen.push(m.tipo));
    expect(seen).toEqual(['plan', 'parte', 'parte', 'fin']);
  });

  it('turns an error message into a typed error', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.end(lines[0] + JSON.stringify({ tipo: 'error', error: { codigo: 'sin_permiso', mensaje: 'No.', solicitud: 'r1' } }) + '\n');
    });
    await expect(streamHistory(url, new AbortController().signal, () => {})).rejects.toMatchObject({ codigo: 'sin_permiso' });
  });

  it('reads an HTTP error body', async () => {
    const url = await serve((res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { codigo: 'rango_invalido', mensaje: 'Rango.', solicitud: 'r2' } }));
    });
    await expect(streamHistory(url, new AbortController().signal, () => {})).rejects.toMatchObject({
      status: 400,
      codigo: 'rango_invalido',
    });
  });

  it('refuses a stream that ends without its closing message', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.end(lines[0]! + lines[1]!);
    });
    await expect(streamHistory(url, new AbortController().signal, () => {})).rejects.toMatchObject({
      codigo: 'respuesta_incompleta',
    });
  });

  it('stops when aborted', async () => {
    const url = await serve((res) => {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write(lines[0]);
    });
    const controller = new AbortController();
    const reading = streamHistory(url, controller.signal, () => controller.abort());
    await expect(reading).rejects.toThrow();
    expect(controller.signal.aborted).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import { callApi, startHarness, type Harness } from '@/lib/testing/gateway-harness';
import { EVERY_ROUTE, PAST_DAY, call, readBody } from './every-route';

let h: Harness | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await h?.close();
});

/** Everything the process writes while `run` goes (our log lines and anything else), kept instead of printed. */
async function captureOutput(run: () => Promise<void>): Promise<string> {
  const written: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => written.push(String(chunk)) > 0);
  }
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args) => written.push(args.join(' ')));
  }
  await run();
  return written.join('\n');
}

/** Calls every route and returns every byte of every answer: status, headers and body. */
async function everyAnswer(): Promise<string> {
  const texts: string[] = [];
  for (const route of EVERY_ROUTE) {
    const response = await call(route);
    texts.push(String(response.status), JSON.stringify([...response.headers]), await readBody(response, route));
  }
  return texts.join('\n');
}

describe('the key stays on the server', () => {
  it('appears in no answer and no log line, working or failing', async () => {
    let answers = '';
    const logs = await captureOutput(async () => {
      h = await startHarness({ env: { FLOTA_LOG: 'info' } });
      answers += await everyAnswer();
      answers += JSON.stringify(await (await callApi('/api/eventos?tipos=no_existe')).json());
      await h.stopSim();
      answers += await everyAnswer();
    });
    expect(logs).toContain('solicitud rechazada');
    expect(answers).not.toContain(h?.key);
    expect(logs).not.toContain(h?.key);
  });
});

describe('upstream key problems', () => {
  it('become 502 with the upstream code and words a person can act on, never the key', async () => {
    let answers = '';
    const logs = await captureOutput(async () => {
      h = await startHarness({ key: { status: 'revoked' }, env: { FLOTA_LOG: 'info' } });
      for (const route of EVERY_ROUTE) {
        const response = await call(route);
        const body = errorBodySchema.parse(JSON.parse(await readBody(response, route)));
        answers += JSON.stringify(body);
        expect(response.status, route.name).toBe(502);
        expect(body.error.codigo).toBe('clave_revocada');
        expect(body.error.mensaje).toBe('La clave del servidor fue revocada: pedile al administrador una nueva.');
      }
    });
    expect(answers + logs).not.toContain(h?.key);
  });

  it('become 403 sin_permiso naming the missing permission', async () => {
    h = await startHarness({ key: { permissions: ['posiciones', 'recorridos'] } });
    const response = await callApi(`/api/eventos?${PAST_DAY}`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(403);
    const body = errorBodySchema.parse(await response.json());
    expect(body.error.codigo).toBe('sin_permiso');
    expect(body.error.mensaje).toContain('«eventos»');
  });
});

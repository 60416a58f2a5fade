import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The node arguments of `npm run sim`, heap caps included: what keeps a 20,000-vehicle fleet under 300 MB. */
function simScriptArgs(): string[] {
  const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { sim: string } }).scripts.sim;
  const [command, ...args] = script.split(' ');
  expect(command).toBe('node');
  return args;
}

/**
 * `npm run sim` as a person runs it: a line saying where it listens, the keys (the last one
 * printed is `lastKey`), a clean stop.
 */
function startMain(configFile = '', lastKey = 'svc_live_demo_oficina'): { child: ChildProcess; ready: Promise<{ url: string; output: string }> } {
  const child = spawn(process.execPath, simScriptArgs(), {
    env: { ...process.env, SIM_PORT: '0', SIM_HOST: '127.0.0.1', SIM_CONFIG: configFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<{ url: string; output: string }>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url && output.includes(lastKey)) resolve({ url, output });
    });
    child.once('exit', (code) => reject(new Error(`salió con ${code}: ${output}`)));
  });
  return { child, ready };
}

describe('npm run sim', () => {
  it('caps the heap, so the resident size stays within its goal', () => {
    expect(simScriptArgs()).toEqual(expect.arrayContaining(['--max-old-space-size=256', '--max-semi-space-size=4', 'lib/sim/main.ts']));
  });

  it('prints where it listens and the demo keys, answers, and stops cleanly on SIGTERM', async () => {
    const { child, ready } = startMain();
    try {
      const { url, output } = await ready;
      expect(url).not.toMatch(/:0$/);
      expect(output).toContain('svc_live_demo ');
      expect(output).toContain('svc_live_demo_pausada');
      const response = await fetch(`${url}/v1/estado`, { headers: { authorization: 'Bearer svc_live_demo' } });
      expect(response.status).toBe(200);
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('prints the fleet’s time when the config sets a clock, and answers by it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-clock-'));
    const file = join(dir, 'config.json');
    writeFileSync(file, JSON.stringify({
      clients: [{ id: 'cli_1', name: 'Uno', vehicles: 5 }],
      keys: [{ key: 'svc_live_reloj', name: 'Reloj', clients: '*', permissions: ['posiciones'] }],
      clock: { start: '2026-03-11T10:30:00-03:00', rate: 1 },
    }));
    // A file's keys are printed masked: the last line of the list names the key.
    const { child, ready } = startMain(file, 'Reloj');
    try {
      const { url, output } = await ready;
      expect(output).toMatch(/Hora de la flota: 2026-03-11T10:30:\d\d-03:00/);
      const response = await fetch(`${url}/v1/estado`, { headers: { authorization: 'Bearer svc_live_reloj' } });
      const { datos } = (await response.json()) as { datos: { servicio: { hora: string } } };
      expect(datos.servicio.hora.slice(0, 16)).toBe('2026-03-11T10:30');
      child.kill('SIGTERM');
      await once(child, 'exit');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

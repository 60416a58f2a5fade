import { spawn, type ChildProcess } from 'node:child_process';
import { startSim, type RunningSim } from '../lib/sim/server';
import type { SimConfig } from '../lib/sim/config';
import { freshDataDir } from '../lib/testing/fresh-data-dir';
import { E2E_CLOCK } from './support/fleet-clock';

/**
 * Extra servers for live-map journeys that need an upstream of their own (one that fails, or a key
 * without a permission): an embedded Fleet API in this process and Flota's production server
 * (`dist/server/main.mjs`, as `npm start` runs it) pointed at it. Ports sit next to the suite's own (E2E_APP_PORT/E2E_SIM_PORT + 30 + n).
 */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 4110);

/** On the suite's fleet clock unless the config sets its own. */
export function startExtraSim(config: SimConfig, offset: number): Promise<RunningSim> {
  return startSim({ config: { clock: E2E_CLOCK, ...config }, host: '127.0.0.1', port: SIM_PORT + 30 + offset });
}

export type ExtraApp = { url: string; stop(): Promise<void> };

/**
 * The suite's sign-in settings (as in playwright.config.ts): the e2e users, password `flota-demo`,
 * and the same secret, so the session cookie the `setup` project saved for 127.0.0.1 is valid on
 * every extra app too (cookies do not tell ports apart).
 */
export const E2E_AUTH_ENV = {
  FLOTA_USERS_FILE: 'e2e/fixtures/users.json',
  FLOTA_SESSION_SECRET: 'e2e-secreto-de-sesion-solo-para-pruebas-0123456789',
};

/** Signs `usuario` in on `appUrl` and answers its session cookie as `name=value`. */
export async function signInCookie(appUrl: string, usuario = 'admin', contrasena = 'flota-demo'): Promise<string> {
  const answer = await fetch(`${appUrl}/api/sesion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario, contrasena }),
  });
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('flota_sesion='));
  if (!answer.ok || !cookie) throw new Error(`No se pudo ingresar como ${usuario} en ${appUrl} (${answer.status}).`);
  return cookie.split(';')[0]!;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el servidor de Flota terminó con código ${child.exitCode}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} no respondió en 60 s`);
}

export function startExtraApp(offset: number, env: Record<string, string>): Promise<ExtraApp> {
  return startAppOn(APP_PORT + 30 + offset, env);
}

/** Flota's server on the current production build, on `port`, in its own process group (stopped whole). */
export async function startAppOn(port: number, env: Record<string, string>): Promise<ExtraApp> {
  const url = `http://127.0.0.1:${port}`;
  // A server left on the port (a run that was killed) would answer in this one's place, with
  // another build and other settings, while this one exits unseen.
  if (await fetch(url).then(() => true, () => false)) throw new Error(`El puerto ${port} ya está en uso: detené el servidor que quedó ahí.`);
  const child = spawn(process.execPath, ['dist/server/main.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FLOTA_LOG: 'silent', FLOTA_DATA_DIR: freshDataDir(), ...E2E_AUTH_ENV, ...env },
    stdio: 'ignore',
    detached: true,
  });
  await waitUntilUp(`${url}/icon.svg`, child);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

/** A small fleet: two clients, one key per case. */
export function smallFleet(keys: SimConfig['keys']): SimConfig {
  return {
    seed: 5,
    clients: [
      { id: 'cli_8001', name: 'Transportes del Sur', vehicles: 30, withoutPosition: 2, withoutHistory: 0 },
      { id: 'cli_8002', name: 'Frío Andino', vehicles: 20, withoutPosition: 0, withoutHistory: 0 },
    ],
    keys,
    limits: { invalidKeyAttempts: 20, lockoutSeconds: 600, historyQueriesInFlight: 2 },
    faults: { unavailableRate: 0, latencyMs: 0 },
  };
}

export function key(name: string, permissions: SimConfig['keys'][number]['permissions']): SimConfig['keys'][number] {
  return { key: `svc_live_${name}`, name, clients: '*', permissions, unitsPerMinute: 600, expires: null, allowedIps: null, status: 'active' };
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSimConfig } from './config';
import { DEMO_CONFIG } from './demo-config';

const minimal = {
  clients: [{ id: 'cli_1', name: 'Uno', vehicles: 3 }],
  keys: [{ key: 'svc_live_x', name: 'X', clients: ['cli_1'], permissions: ['posiciones'] }],
};

function problems(raw: unknown): string[] {
  const result = parseSimConfig(raw);
  return result.ok ? [] : result.problems;
}

describe('parseSimConfig', () => {
  it('fills the defaults of docs/embedded-api.md#config-file', () => {
    const result = parseSimConfig(minimal);
    expect(result.ok && result.config).toMatchObject({
      seed: 1,
      clients: [{ withoutPosition: 0, withoutHistory: 0 }],
      keys: [{ unitsPerMinute: 120, expires: null, allowedIps: null, status: 'active' }],
      limits: { invalidKeyAttempts: 20, lockoutSeconds: 600, historyQueriesInFlight: 2 },
      faults: { unavailableRate: 0, latencyMs: 0 },
    });
  });

  it('accepts the demo config and the e2e fixture', () => {
    expect(parseSimConfig(DEMO_CONFIG).ok).toBe(true);
    expect(parseSimConfig(JSON.parse(readFileSync('e2e/fixtures/sim-config.json', 'utf8'))).ok).toBe(true);
  });

  it('names the offending field', () => {
    const bad = { ...minimal, keys: [{ ...minimal.keys[0], permissions: ['posiciones', 'todo'] }] };
    expect(problems(bad)).toEqual([expect.stringMatching(/^keys\[0\]\.permissions\[1\]: /)]);
  });

  it('takes a fleet clock: a start with its offset and a rate (1 unless given), or neither', () => {
    const clock = (value: unknown) => {
      const result = parseSimConfig({ ...minimal, clock: value });
      return result.ok ? result.config.clock : result.problems;
    };
    expect(clock({ start: '2026-03-11T10:30:00-03:00' })).toEqual({ start: '2026-03-11T10:30:00-03:00', rate: 1 });
    expect(clock({ start: '2026-03-11T13:30:00Z', rate: 60 })).toEqual({ start: '2026-03-11T13:30:00Z', rate: 60 });
    expect(clock({ rate: 0.5 })).toEqual({ rate: 0.5 });
    expect(clock({})).toEqual({ rate: 1 });
    const plain = parseSimConfig(minimal);
    expect(plain.ok && plain.config.clock).toBeUndefined();
  });

  it('rejects unknown fields at any depth, naming them', () => {
    expect(problems({ ...minimal, color: 'rojo' })).toEqual(['color: campo desconocido']);
    expect(problems({ ...minimal, clock: { start: '2026-03-11T10:30:00-03:00', speed: 2 } })).toEqual(['clock.speed: campo desconocido']);
    const nested = { ...minimal, clients: [{ ...minimal.clients[0], vehiculos: 3 }] };
    expect(problems(nested)).toEqual(['clients[0].vehiculos: campo desconocido']);
  });

  it.each([
    [{ ...minimal, clients: [{ id: 'cliente-1', name: null, vehicles: 1 }] }, 'clients[0].id'],
    [{ ...minimal, clients: [{ id: 'cli_1', name: null, vehicles: 20_001 }] }, 'clients[0].vehicles'],
    [{ ...minimal, keys: [{ ...minimal.keys[0], key: 'sk_live_x' }] }, 'keys[0].key'],
    [{ ...minimal, keys: [{ ...minimal.keys[0], clients: ['cli_9'] }] }, 'keys[0].clients[0]'],
    [{ ...minimal, keys: [{ ...minimal.keys[0], expires: 'mañana' }] }, 'keys[0].expires'],
    [{ ...minimal, keys: [{ ...minimal.keys[0], allowedIps: ['10.0.0.300'] }] }, 'keys[0].allowedIps[0]'],
    [{ ...minimal, keys: [{ ...minimal.keys[0], status: 'pausada' }] }, 'keys[0].status'],
    [{ ...minimal, faults: { unavailableRate: 2 } }, 'faults.unavailableRate'],
    [{ ...minimal, limits: { lockoutSeconds: 0 } }, 'limits.lockoutSeconds'],
    [{ ...minimal, clients: [{ id: 'cli_1', name: null, vehicles: 2, withoutPosition: 2, withoutHistory: 1 }] }, 'clients[0].withoutHistory'],
    [{ clients: [] }, 'keys'],
    [{ ...minimal, clock: { start: '2026-03-11T10:30:00' } }, 'clock.start'],
    [{ ...minimal, clock: { start: '2026-03-11' } }, 'clock.start'],
    [{ ...minimal, clock: { start: 'mañana 10:30' } }, 'clock.start'],
    [{ ...minimal, clock: { start: '2024-12-31T10:30:00-03:00' } }, 'clock.start'],
    [{ ...minimal, clock: { rate: 0 } }, 'clock.rate'],
    [{ ...minimal, clock: { rate: -1 } }, 'clock.rate'],
    [{ ...minimal, clock: { rate: 10_000 } }, 'clock.rate'],
    [{ ...minimal, clock: { rate: '60' } }, 'clock.rate'],
  ])('%#: reports %s', (raw, field) => {
    expect(problems(raw).some((p) => p.startsWith(`${field}: `))).toBe(true);
  });
});

describe('npm run sim with a bad SIM_CONFIG', () => {
  it.each([
    ['keys[0].permissions[1]', { ...minimal, keys: [{ ...minimal.keys[0], permissions: ['posiciones', 'todo'] }] }],
    ['clock.rate', { ...minimal, clock: { start: '2026-03-11T10:30:00-03:00', rate: 0 } }],
  ])('stops with a non-zero exit and a message naming %s', (field, bad) => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-config-'));
    const file = join(dir, 'config.json');
    writeFileSync(file, JSON.stringify(bad));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'lib/sim/main.ts'], {
      env: { ...process.env, SIM_CONFIG: file, SIM_PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    rmSync(dir, { recursive: true, force: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${field}: `);
    expect(run.stdout).not.toContain('listening on');
  });
});

import { describe, expect, it } from 'vitest';
import { loadServerEnv } from './env';

describe('loadServerEnv', () => {
  it('fills in the defaults, empty values included', () => {
    const env = loadServerEnv({ FLOTA_POSITIONS_POLL_S: '' });
    expect(env).toMatchObject({ FLOTA_POSITIONS_POLL_S: 15, FLOTA_EVENTS_POLL_S: 120, FLOTA_SSE_HEARTBEAT_S: 15, SIM_PORT: 4010 });
    expect(env.FLEET_API_BASE_URL).toBeUndefined();
    expect(env.FLOTA_SSE_MAX_AGE_S).toBeUndefined();
  });

  it('never polls positions faster than the service refreshes them (10 s)', () => {
    expect(() => loadServerEnv({ FLOTA_POSITIONS_POLL_S: '5' })).toThrow(/FLOTA_POSITIONS_POLL_S/);
    expect(loadServerEnv({ FLOTA_POSITIONS_POLL_S: '10' }).FLOTA_POSITIONS_POLL_S).toBe(10);
  });

  it('wants a key with a base address, and names the variable without echoing values', () => {
    const attempt = () => loadServerEnv({ FLEET_API_BASE_URL: 'https://fleet.example.com' });
    expect(attempt).toThrow(/FLEET_API_KEY/);
    expect(() => loadServerEnv({ FLEET_API_BASE_URL: 'ftp://x', FLEET_API_KEY: 'svc_live_secreto' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('svc_live_secreto') }),
    );
  });
});

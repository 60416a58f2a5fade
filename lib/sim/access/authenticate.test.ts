import { describe, expect, it } from 'vitest';
import { testConfig, KEYS } from '../test-support/sim-fixture';
import { authenticate, presentedKey } from './authenticate';
import { KeyRegistry, maskKey } from './keys';

const registry = new KeyRegistry(testConfig().keys);
const now = Date.parse('2026-11-22T12:00:00Z');

function codigo(headers: Record<string, string>, ip = '127.0.0.1'): string {
  const outcome = authenticate(registry, headers, ip, now);
  return outcome.ok ? `ok:${outcome.key.config.name}` : outcome.error.codigo;
}

describe('presentedKey', () => {
  it('reads Bearer and X-Api-Key, Bearer first', () => {
    expect(presentedKey({ authorization: 'Bearer svc_live_x' })).toBe('svc_live_x');
    expect(presentedKey({ authorization: 'bearer  svc_live_x ' })).toBe('svc_live_x');
    expect(presentedKey({ 'x-api-key': 'svc_live_y' })).toBe('svc_live_y');
    expect(presentedKey({ authorization: 'Bearer svc_live_x', 'x-api-key': 'svc_live_y' })).toBe('svc_live_x');
  });

  it('tells a missing key from a malformed header', () => {
    expect(presentedKey({})).toBeNull();
    expect(presentedKey({ 'x-api-key': '  ' })).toBeNull();
    expect(presentedKey({ authorization: 'Basic dXNlcjpwYXNz' })).toBe('');
  });
});

describe('authenticate: the key states of docs/fleet-api.md#key-states', () => {
  it('accepts a valid key by either header', () => {
    expect(codigo({ authorization: `Bearer ${KEYS.central}` })).toBe('ok:Central');
    expect(codigo({ 'x-api-key': KEYS.central })).toBe('ok:Central');
  });

  it.each([
    [{}, 'no_autenticado'],
    [{ authorization: 'Bearer svc_live_no_existe' }, 'clave_invalida'],
    [{ authorization: `Bearer ${KEYS.central.toUpperCase()}` }, 'clave_invalida'],
    [{ authorization: `Basic ${KEYS.central}` }, 'clave_invalida'],
    [{ authorization: `Bearer ${KEYS.revoked}` }, 'clave_revocada'],
    [{ authorization: `Bearer ${KEYS.expired}` }, 'clave_vencida'],
    [{ authorization: `Bearer ${KEYS.paused}` }, 'clave_pausada'],
    [{ authorization: `Bearer ${KEYS.foreignIp}` }, 'ip_no_autorizada'],
  ])('%j → %s', (headers, expected) => {
    expect(codigo(headers as Record<string, string>)).toBe(expected);
  });

  it('counts only unknown keys toward the lock-out', () => {
    const unknown = authenticate(registry, { authorization: 'Bearer svc_live_nada' }, 'ip', now);
    const revoked = authenticate(registry, { authorization: `Bearer ${KEYS.revoked}` }, 'ip', now);
    expect(unknown).toMatchObject({ ok: false, invalidKey: true });
    expect(revoked).toMatchObject({ ok: false, invalidKey: false });
  });

  it('expires exactly at `expires` and not before', () => {
    const [key] = testConfig().keys.filter((k) => k.key === KEYS.expiring);
    const expiring = new KeyRegistry([{ ...key!, expires: '2026-11-22T09:00:00-03:00' }]);
    const header = { authorization: `Bearer ${KEYS.expiring}` };
    expect(authenticate(expiring, header, 'ip', now - 1).ok).toBe(true);
    expect(authenticate(expiring, header, 'ip', now)).toMatchObject({ ok: false, error: { codigo: 'clave_vencida' } });
  });

  it('matches allowed IPs by the socket peer, IPv4 also when mapped into IPv6', () => {
    expect(codigo({ authorization: `Bearer ${KEYS.localIp}` }, '::ffff:127.0.0.1')).toBe('ok:IP local');
    expect(codigo({ authorization: `Bearer ${KEYS.localIp}` }, '::1')).toBe('ok:IP local');
    expect(codigo({ authorization: `Bearer ${KEYS.localIp}` }, '127.0.0.2')).toBe('ip_no_autorizada');
  });

  it('masks keys for printing', () => {
    expect(maskKey('svc_live_demo_secreta')).toBe('svc_live_de…');
  });
});

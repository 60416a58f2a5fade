import { describe, expect, it } from 'vitest';
import { newNonce, pageCsp, securityHeaders } from './security-headers';

const base = { nonce: 'abc123', desarrollo: false, https: false, origenesConexion: [] };

describe('pageCsp', () => {
  it('allows scripts only with the nonce and MapLibre’s workers and images', () => {
    const csp = pageCsp(base);
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic';");
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('adds eval only in development, the upgrade only over HTTPS and the basemap origins to connect-src', () => {
    expect(pageCsp({ ...base, desarrollo: true })).toContain("'unsafe-eval'");
    expect(pageCsp({ ...base, https: true })).toContain('upgrade-insecure-requests');
    expect(pageCsp({ ...base, origenesConexion: ['https://tiles.example'] })).toContain("connect-src 'self' https://tiles.example;");
  });
});

describe('securityHeaders', () => {
  it('sends HSTS only over HTTPS', () => {
    expect(securityHeaders(false)['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders(true)['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(securityHeaders(false)['X-Content-Type-Options']).toBe('nosniff');
  });

  it('makes a fresh nonce every time', () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});

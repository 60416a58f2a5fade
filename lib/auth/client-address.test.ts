import { describe, expect, it } from 'vitest';
import { CABECERA_SOCKET, direccionCliente } from './client-address';

const desde = (socket: string, xff?: string) =>
  new Headers({ [CABECERA_SOCKET]: socket, ...(xff === undefined ? {} : { 'x-forwarded-for': xff }) });

describe('direccionCliente', () => {
  it('ignores X-Forwarded-For when no proxy is trusted: a caller cannot pick its own address', () => {
    expect(direccionCliente(desde('203.0.113.7', '198.51.100.1'), 0)).toBe('203.0.113.7');
    expect(direccionCliente(desde('203.0.113.7', '198.51.100.1, 198.51.100.2'), 0)).toBe('203.0.113.7');
  });

  it('takes the entry the trusted proxies appended, never one the caller wrote before it', () => {
    expect(direccionCliente(desde('10.0.0.2', 'falsa, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(direccionCliente(desde('10.0.0.3', 'falsa, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
  });

  it('falls back to the socket when the chain is shorter than the proxies it should have crossed', () => {
    expect(direccionCliente(desde('203.0.113.7', '198.51.100.1'), 2)).toBe('203.0.113.7');
    expect(direccionCliente(desde('203.0.113.7'), 1)).toBe('203.0.113.7');
  });

  it('names an address it could not learn as unknown, whatever X-Forwarded-For says', () => {
    expect(direccionCliente(new Headers({ 'x-forwarded-for': '198.51.100.1' }), 0)).toBe('desconocida');
  });
});

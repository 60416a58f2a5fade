import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const forwarded = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff });

describe('clientAddress', () => {
  it('ignores X-Forwarded-For when no proxy is trusted: a caller cannot pick its own address', () => {
    expect(clientAddress('203.0.113.7', forwarded('198.51.100.1'), 0)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', forwarded('198.51.100.1, 198.51.100.2'), 0)).toBe('203.0.113.7');
  });

  it('takes the entry the trusted proxies appended, never one the caller wrote before it', () => {
    expect(clientAddress('10.0.0.2', forwarded('falsa, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.3', forwarded('falsa, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
  });

  it('falls back to the socket when the chain is shorter than the proxies it should have crossed', () => {
    expect(clientAddress('203.0.113.7', forwarded('198.51.100.1'), 2)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', forwarded(), 1)).toBe('203.0.113.7');
  });

  it('names an address it could not learn as unknown, whatever X-Forwarded-For says', () => {
    expect(clientAddress(undefined, forwarded('198.51.100.1'), 0)).toBe('desconocida');
  });
});

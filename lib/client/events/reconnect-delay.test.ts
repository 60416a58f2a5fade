import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay';

const middle = () => 0.5;

describe('reconnectDelay', () => {
  it('comes back at once, or as the server asked, after a clean close', () => {
    expect(reconnectDelay({ failures: 0, status: 0, serverRetryMs: null }, middle)).toBe(1_000);
    expect(reconnectDelay({ failures: 0, status: 0, serverRetryMs: 250 }, middle)).toBe(250);
  });

  it('backs off on repeated network failures, up to 30 s', () => {
    const delays = [1, 2, 3, 4, 5, 9].map((failures) =>
      reconnectDelay({ failures, status: 0, serverRetryMs: null }, middle),
    );
    expect(delays).toEqual([1_000, 2_000, 5_000, 10_000, 30_000, 30_000]);
  });

  it('spreads clients with ±20 % jitter', () => {
    expect(reconnectDelay({ failures: 3, status: 503, serverRetryMs: null }, () => 0)).toBe(4_000);
    expect(reconnectDelay({ failures: 3, status: 503, serverRetryMs: null }, () => 1)).toBe(6_000);
  });

  it('retries a refused key only once a minute', () => {
    expect(reconnectDelay({ failures: 1, status: 403, serverRetryMs: null }, middle)).toBe(60_000);
    expect(reconnectDelay({ failures: 1, status: 401, serverRetryMs: null }, middle)).toBe(60_000);
  });
});

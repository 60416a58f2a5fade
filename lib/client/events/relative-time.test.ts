import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00-03:00');

describe('formatTimeAgo', () => {
  it('says how long ago in short Spanish', () => {
    expect(formatTimeAgo(now - 3_000, now)).toBe('ahora');
    expect(formatTimeAgo(now - 30_000, now)).toBe('hace 30 seg.');
    expect(formatTimeAgo(now - 150_000, now)).toBe('hace 2 min');
    expect(formatTimeAgo(now - 2 * 3_600_000, now)).toBe('hace 2 h');
    expect(formatTimeAgo(now - 26 * 3_600_000, now)).toBe('ayer');
  });

  it('treats a device clock slightly ahead of ours as now', () => {
    expect(formatTimeAgo(now + 5_000, now)).toBe('ahora');
  });
});

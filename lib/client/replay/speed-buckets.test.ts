import { describe, expect, it } from 'vitest';
import { BUCKET_COLORS, SPEED_BUCKETS, UNKNOWN_SPEED_BUCKET, speedBucket } from './speed-buckets';

describe('speedBucket', () => {
  it('puts 0 in "Detenido" and each band boundary in the band it starts', () => {
    expect(speedBucket(0)).toBe(0);
    expect(speedBucket(1)).toBe(1);
    expect(speedBucket(29)).toBe(1);
    expect(speedBucket(30)).toBe(2);
    expect(speedBucket(59.9)).toBe(2);
    expect(speedBucket(60)).toBe(3);
    expect(speedBucket(110)).toBe(5);
    expect(speedBucket(129)).toBe(5);
    expect(speedBucket(130)).toBe(6);
    expect(speedBucket(250)).toBe(6);
  });

  it('keeps unknown speed apart', () => {
    expect(speedBucket(Number.NaN)).toBe(UNKNOWN_SPEED_BUCKET);
    expect(BUCKET_COLORS[UNKNOWN_SPEED_BUCKET]).toBeDefined();
  });

  it('has increasing bands, each with its own colour', () => {
    const mins = SPEED_BUCKETS.map((b) => b.min);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
    expect(new Set(BUCKET_COLORS).size).toBe(BUCKET_COLORS.length);
  });
});

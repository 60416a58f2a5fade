import { describe, expect, it } from 'vitest';
import { argentinaDay, formatApiDateTime, parseApiDateTime, startOfArgentinaDay } from './time';

const utc = (iso: string) => Date.parse(iso);

describe('parseApiDateTime', () => {
  it('takes an explicit offset exactly', () => {
    expect(parseApiDateTime('2026-11-22T09:00:00-03:00')).toBe(utc('2026-11-22T12:00:00Z'));
    expect(parseApiDateTime('2026-11-22T09:00:00+02:00')).toBe(utc('2026-11-22T07:00:00Z'));
  });

  it('takes Z as UTC', () => {
    expect(parseApiDateTime('2026-11-22T09:00:00Z')).toBe(utc('2026-11-22T09:00:00Z'));
  });

  it('reads a date-time without offset as Argentina time', () => {
    expect(parseApiDateTime('2026-11-22T09:00:00')).toBe(utc('2026-11-22T12:00:00Z'));
    expect(parseApiDateTime('2026-11-22T09:00')).toBe(utc('2026-11-22T12:00:00Z'));
  });

  it('reads a date alone as 00:00 Argentina time', () => {
    expect(parseApiDateTime('2026-11-22')).toBe(utc('2026-11-22T03:00:00Z'));
  });

  it('has no daylight saving: January and July are both -03:00', () => {
    expect(parseApiDateTime('2026-01-15T12:00:00')).toBe(utc('2026-01-15T15:00:00Z'));
    expect(parseApiDateTime('2026-07-15T12:00:00')).toBe(utc('2026-07-15T15:00:00Z'));
  });

  it('keeps fractional seconds', () => {
    expect(parseApiDateTime('2026-11-22T09:00:00.250-03:00')).toBe(utc('2026-11-22T12:00:00.250Z'));
  });

  it.each([
    '',
    'ayer',
    '2026-13-01',
    '2026-02-30',
    '2026-11-22T25:00:00',
    '2026-W47-1',
    '12:00',
    '20261122',
    '2026-11-22 09:00:00',
    '2026-11-22T09:00:00-0300',
    '1700000000',
    ' 2026-11-22',
  ])('rejects %j', (bad) => {
    expect(parseApiDateTime(bad)).toBeNull();
  });
});

describe('formatApiDateTime', () => {
  it('writes Argentina time with an explicit -03:00 and whole seconds', () => {
    expect(formatApiDateTime(utc('2026-11-22T12:56:42.789Z'))).toBe('2026-11-22T09:56:42-03:00');
  });

  it('round-trips through parse', () => {
    const t = utc('2026-03-01T02:30:00Z');
    expect(parseApiDateTime(formatApiDateTime(t))).toBe(t);
  });

  it('does not depend on the process time zone', () => {
    expect(formatApiDateTime(utc('2026-07-01T00:00:00Z'))).toBe('2026-06-30T21:00:00-03:00');
  });
});

describe('Argentina days', () => {
  it('puts 23:30 -03:00 in that day, not the next', () => {
    const t = utc('2026-11-23T02:30:00Z');
    expect(argentinaDay(t)).toBe('2026-11-22');
    expect(startOfArgentinaDay(t)).toBe(utc('2026-11-22T03:00:00Z'));
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { markLatest } from './latest-mark';

describe('markLatest', () => {
  afterEach(() => performance.clearMarks());

  it('keeps one mark of a name however often it is set, the latest', async () => {
    markLatest('flota:prueba');
    const first = performance.getEntriesByName('flota:prueba')[0]!.startTime;
    await new Promise((r) => setTimeout(r, 5));
    markLatest('flota:prueba');
    markLatest('flota:prueba');
    const marks = performance.getEntriesByName('flota:prueba');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.startTime).toBeGreaterThan(first);
  });

  it('leaves the marks of other names alone', () => {
    performance.mark('flota:otra');
    markLatest('flota:prueba');
    expect(performance.getEntriesByName('flota:otra')).toHaveLength(1);
  });
});

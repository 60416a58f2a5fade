import { describe, expect, it } from 'vitest';
import { isNight } from './night';

describe('isNight', () => {
  it('is night from 22:00 to before 06:00 Argentina time, whatever the machine zone', () => {
    const at = (t: string) => isNight(Date.parse(`2026-11-22T${t}-03:00`));
    expect([at('21:59:59'), at('22:00:00'), at('03:00:00'), at('05:59:59'), at('06:00:00'), at('12:00:00')]).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

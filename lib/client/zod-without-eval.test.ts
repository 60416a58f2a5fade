import { expect, it } from 'vitest';
import './zod-without-eval';
import * as z from 'zod/mini';

it('turns off zod’s compiled parsers without importing zod itself', () => {
  expect(z.config().jitless).toBe(true);
  expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
});

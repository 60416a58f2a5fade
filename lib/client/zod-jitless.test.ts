import { afterEach, expect, it, vi } from 'vitest';

const RealFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = RealFunction;
});

it('lets zod build and parse object schemas without ever compiling code, so a CSP without eval sees no probe', async () => {
  const compiled = vi.fn();
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args: string[]) {
      compiled(args);
      return Reflect.construct(target, args);
    },
  });
  await import('./zod-jitless');
  const z = await import('zod');
  const schema = z.object({ id: z.string(), puntos: z.array(z.object({ lat: z.number(), lon: z.number() })) });
  expect(schema.parse({ id: 'veh_1', puntos: [{ lat: -34.6, lon: -58.4 }] })).toEqual({ id: 'veh_1', puntos: [{ lat: -34.6, lon: -58.4 }] });
  expect(compiled).not.toHaveBeenCalled();
  expect(z.config().jitless).toBe(true);
});

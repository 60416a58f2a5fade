import { z } from 'zod';

/** Every date the API answers is ISO 8601 with an explicit offset (docs/fleet-api.md#conventions). */
export const dateTimeSchema = z.iso.datetime({ offset: true }).meta({
  description: 'ISO 8601 con desplazamiento explícito, hora de Argentina (-03:00)',
  examples: ['2026-11-22T09:56:42-03:00'],
});

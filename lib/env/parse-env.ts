import type { z } from 'zod';

/**
 * A bad environment: every wrong or missing variable at once, by name and never with its value
 * (`FLEET_API_KEY`, `FLOTA_SESSION_SECRET` and `DATABASE_URL` hold secrets), so whoever deploys
 * fixes them all in one go.
 */
export class EnvError extends Error {
  readonly variables: string[];

  constructor(readonly problems: string[]) {
    super(`Variables de entorno inválidas o ausentes:\n  ${problems.join('\n  ')}`);
    this.name = 'EnvError';
    this.variables = [...new Set(problems.map((problem) => problem.split(':')[0]!))];
  }
}

export function parseEnv<S extends z.ZodType>(schema: S, source: Record<string, string | undefined>): z.infer<S> {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  throw new EnvError(parsed.error.issues.map((issue) => `${String(issue.path[0] ?? '?')}: ${issue.message}`));
}

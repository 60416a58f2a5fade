import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { parseEnv } from './parse-env';
import { type ParsedServerEnv, serverEnvSchema, serverEnvShape } from './schema';

/** The server's settings; the session secret is always there (made at start on the embedded API). */
export type ServerEnv = ParsedServerEnv & { FLOTA_SESSION_SECRET: string };

/**
 * Validates a server environment; throws `EnvError` naming every bad or missing variable. On the
 * embedded Fleet API a session secret made here is enough (sessions just end on restart); it is
 * written back into `source` so that every bundle of the process that reads it seals alike.
 */
export function loadServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const env = parseEnv(serverEnvSchema, source);
  const secret = env.FLOTA_SESSION_SECRET ?? (source.FLOTA_SESSION_SECRET = randomBytes(32).toString('base64url'));
  return { ...env, FLOTA_SESSION_SECRET: secret };
}

let current: ServerEnv | undefined;

/**
 * The process's environment, validated once. server/main.ts calls it first thing, so a bad
 * deployment stops before serving anything. `process.env` is shared by the server's own bundle
 * and the ones Next builds (proxy.ts), and each validates it the same way.
 */
export function serverEnv(): ServerEnv {
  current ??= loadServerEnv(process.env);
  return current;
}

type Shape = typeof serverEnvShape;

/** A few variables for a tool (`npm run user:add`), without asking the whole deployment to be valid. */
export function someServerEnv<K extends keyof Shape>(...names: K[]): z.infer<z.ZodObject<Pick<Shape, K>>> {
  const shape = Object.fromEntries(names.map((name) => [name, serverEnvShape[name]])) as Pick<Shape, K>;
  return parseEnv(z.object(shape), process.env);
}

/**
 * Before Next and React load (both pick their build from `NODE_ENV`): the server's mode, its
 * port from `-p` (which wins over `PORT`), and no telemetry.
 */
export function prepareServerProcess(options: { dev: boolean; port: string | undefined }): void {
  Object.assign(process.env, { NODE_ENV: options.dev ? 'development' : 'production' });
  process.env.NEXT_TELEMETRY_DISABLED ??= '1';
  if (options.port !== undefined) process.env.PORT = options.port;
}

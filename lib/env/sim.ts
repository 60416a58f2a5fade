import { parseEnv } from './parse-env';
import { type SimEnv, simEnvSchema } from './schema';

/**
 * The environment of the embedded Fleet API run alone (`npm run sim`, lib/sim/main.ts). No
 * `server-only` mark: that program runs under tsx, outside any bundler.
 */
export function simEnv(): SimEnv {
  return parseEnv(simEnvSchema, process.env);
}

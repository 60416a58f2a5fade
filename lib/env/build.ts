import { parseEnv } from './parse-env';
import { publicEnvSchema } from './schema';

/**
 * Run by next.config.ts: public variables are baked into the browser's bundles at build, so a
 * bad one fails the build rather than a browser. The server's variables are read and checked
 * when the server starts (server/main.ts): a build may well be made without the deployment's secrets.
 */
export function checkPublicEnv(): void {
  parseEnv(publicEnvSchema, process.env);
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApiDocument } from './document';

/** `npm run lint:openapi`: the published document, linted by Redocly's recommended rules. */
const dir = mkdtempSync(join(tmpdir(), 'flota-openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(buildOpenApiDocument('http://127.0.0.1:4010'), null, 2));
const result = spawnSync('npx', ['--no-install', 'redocly', 'lint', '--extends=recommended-strict', file], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);

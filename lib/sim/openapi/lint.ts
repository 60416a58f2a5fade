import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApiDocsText } from './document';

/**
 * `npm run lint:openapi`: the published document, as the code makes it (the committed
 * `docs/openapi.json` is kept equal to it by a test), linted by Redocly's strict recommended rules.
 */
const dir = mkdtempSync(join(tmpdir(), 'flota-openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, openApiDocsText());
const result = spawnSync('npx', ['--no-install', 'redocly', 'lint', '--extends=recommended-strict', file], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);

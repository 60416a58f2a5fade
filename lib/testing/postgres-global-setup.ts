import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { initCluster, startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A cluster shared by the run's store tests; each file makes its own database on it. */
    postgresUrl: string;
    /** `initdb`'s files, for a test that needs a cluster of its own (to stop it). */
    postgresTemplate: string;
    /** A freshly made PGlite directory, copied by each embedded test store (PGlite's initdb takes seconds). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global setup for the store's tests: one `initdb` and one PGlite creation per run,
 * copied by every test that needs a database, instead of one per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(join(tmpdir(), 'flota-templates-'));
  // Also when the run ends without its teardown (an uncaught error): only a synchronous removal runs then.
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  const postgresTemplate = join(root, 'postgres');
  const pgliteTemplate = join(root, 'pglite');
  try {
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', root]);
    initCluster(postgresTemplate);
    // In a child process: PGlite's initdb peaks near a gigabyte, which this process would keep.
    execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `import { PGlite } from '@electric-sql/pglite'; await (await PGlite.create(process.argv[1])).close();`, pgliteTemplate],
      { stdio: 'pipe' },
    );
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const cluster = await startPostgresCluster({ template: postgresTemplate });
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresTemplate', postgresTemplate);
  project.provide('pgliteTemplate', pgliteTemplate);
  return async () => {
    await cluster.destroy();
    rmSync(root, { recursive: true, force: true });
  };
}

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A `FLOTA_DATA_DIR` of its own for each Flota server a test or bench starts: two servers on one
 * embedded database are refused, and a test expects the empty store a fresh start had. Its
 * PGlite files are copied from a template made once per machine and PGlite version (PGlite's
 * initdb takes seconds, far longer on a loaded machine; a copy takes a fraction of one). The
 * directory is removed when this process exits.
 */
export function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'flota-data-'));
  made.add(dir);
  cpSync(pgliteTemplate(), join(dir, 'pglite'), { recursive: true });
  return dir;
}

const made = new Set<string>();
process.once('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function pgliteTemplate(): string {
  const { version } = JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as { version: string };
  const template = join(tmpdir(), `flota-pglite-template-${version}`);
  if (existsSync(template)) return template;
  const making = mkdtempSync(`${template}-`);
  try {
    // In a child process: PGlite's initdb peaks near a gigabyte, which this process would keep.
    execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `import { PGlite } from '@electric-sql/pglite'; await (await PGlite.create(process.argv[1])).close();`, join(making, 'pglite')],
      { stdio: 'pipe' },
    );
    // Atomic: a run that made it at the same moment wins, and this copy is dropped.
    renameSync(join(making, 'pglite'), template);
  } catch (error) {
    if (!existsSync(template)) throw error;
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return template;
}

import 'server-only';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK_FILE = 'pglite.pid';

/**
 * Claims the embedded database's directory for this process. Two processes on one PGlite
 * directory would each run their own PostgreSQL over the same files and corrupt them, so the
 * second is refused with a way out; a lock left by a process that died is taken over.
 * Returns the release.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const path = join(dir, LOCK_FILE);
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(path, mine, { flag: 'wx' });
      return async () => {
        const holder = await readFile(path, 'utf8').catch(() => null);
        if (holder === mine) await unlink(path).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `La base embebida de ${dir} está en uso por el proceso ${holder}. ` +
          'Varias instancias de Flota comparten datos solo con un servidor PostgreSQL (DATABASE_URL).',
      );
    }
    await unlink(path).catch(() => undefined);
  }
  throw new Error(`No se pudo tomar la base embebida de ${dir}: otro proceso la tomó a la vez.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

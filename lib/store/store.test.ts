import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { ENGINES, type StorePlace, storePlace } from '@/lib/testing/store-places';
import { closeSharedStore, sharedStore } from './shared-store';
import { openStore } from './store';

describe.each(ENGINES)('opening the store (%s)', (engine) => {
  let place: StorePlace;
  beforeAll(async () => {
    place = await storePlace(engine);
  });
  afterAll(() => place.remove());

  it('applies the migrations at open, once however many instances open together', async () => {
    const stores = await Promise.all([1, 2, 3, 4].map((n) => place.open({ instanceId: `i${n}` })));
    onTestFinished(() => Promise.all(stores.map((store) => store.close())).then(() => undefined));
    const [applied] = await stores[0]!.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`drizzle.__drizzle_migrations`);
    // Each migration of the repository once.
    const journal = JSON.parse(readFileSync(join(process.cwd(), 'lib/store/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(applied).toEqual({ n: journal.entries.length });
    expect(stores.map((store) => store.engine)).toEqual([engine, engine, engine, engine]);
  });
});

describe('the embedded database’s directory', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'flota-lock-'));
    cpSync(inject('pgliteTemplate'), join(dataDir, 'pglite'), { recursive: true });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is refused to a second process while the first lives, and taken over once it died', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    const config = { engine: 'embedded' as const, dataDir, retentionDays: 90, leaseMs: 20_000, instanceId: 'a' };
    try {
      writeFileSync(join(dataDir, 'pglite.pid'), String(other.pid));
      await expect(openStore(config)).rejects.toThrow(new RegExp(`en uso por el proceso ${other.pid}.*DATABASE_URL`));
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    const store = await openStore(config);
    await store.close();
  });
});

describe.each(ENGINES)('the process’s shared store (%s)', (engine) => {
  it('opens once from the environment for every caller, and again after it was closed', async () => {
    const place = await storePlace(engine);
    const [a, b] = await Promise.all([sharedStore(place.config()), sharedStore(place.config())]);
    expect(a).toBe(b);
    expect(a.engine).toBe(engine);
    await closeSharedStore();
    const c = await sharedStore(place.config());
    expect(c).not.toBe(a);
    await closeSharedStore();
    await place.remove();
  });
});

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL cluster for tests and benches: `initdb` in a temporary directory, the
 * server on a free loopback port, stopped and removed after, also when the run fails (an exit
 * hook kills what is left). As root, both run as the `postgres` user: the server refuses root.
 */
export interface PostgresCluster {
  readonly url: string;
  readonly port: number;
  /** Stops the server, keeping its files (a database outage). */
  stop(): Promise<void>;
  /** Starts it again on the same files and port. */
  start(): Promise<void>;
  /** A new empty database on this cluster; its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
}

/** Ports this project's tests may use (5450–5469), tried from a random one. */
const PORTS = Array.from({ length: 20 }, (_, i) => 5450 + i);
const SUPERUSER = 'flota';
const live = new Map<string, ChildProcess | null>();

process.once('exit', () => {
  for (const [dir, server] of live) {
    if (server?.pid) killGroup(server.pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

export function postgresBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).map(Number).filter((v) => v >= 15) : [];
  if (versions.length > 0) return join(root, String(Math.max(...versions)), 'bin');
  return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
}

/** As root, the command runs as `postgres` (setpriv execs it: the pid is the server's own). */
function asPostgres(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]];
}

/** A cluster's files made once by `initdb`, to be copied by `startPostgresCluster({ template })`. */
export function initCluster(dir: string): void {
  const [command, args] = asPostgres(join(postgresBinDir(), 'initdb'), [
    ...['-D', dir, '-U', SUPERUSER, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'],
  ]);
  execFileSync(command, args, { stdio: 'pipe' });
}

export async function startPostgresCluster(options: { template?: string } = {}): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'flota-pg-'));
  live.set(dir, null);
  const data = join(dir, 'data');
  try {
    if (process.getuid?.() === 0) chownSync(dir, postgresUid(), postgresGid());
    // `cp -a` keeps the owner (postgres) and the 0700 mode the server insists on.
    if (options.template) execFileSync('cp', ['-a', options.template, data]);
    else initCluster(data);
    const port = await runOnFreePort(dir, data);
    return clusterHandle(dir, data, port);
  } catch (error) {
    await removeCluster(dir);
    throw error;
  }
}

function clusterHandle(dir: string, data: string, port: number): PostgresCluster {
  const url = `postgresql://${SUPERUSER}@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    stop: () => stopServer(dir),
    async start() {
      if (!(await runServer(dir, data, port))) throw new Error(`PostgreSQL no arrancó de nuevo en el puerto ${port}`);
    },
    async createDatabase(name = `flota_${Math.random().toString(36).slice(2, 10)}`) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return url.replace(/\/postgres$/, `/${name}`);
    },
    destroy: () => removeCluster(dir),
  };
}

async function runOnFreePort(dir: string, data: string): Promise<number> {
  const start = Math.floor(Math.random() * PORTS.length);
  for (let i = 0; i < PORTS.length; i++) {
    const port = PORTS[(start + i) % PORTS.length] as number;
    // Another run may take the port between this check and the server's bind: then try the next.
    if ((await portIsFree(port)) && (await runServer(dir, data, port))) return port;
  }
  throw new Error(`Ningún puerto libre entre ${PORTS[0]} y ${PORTS.at(-1)} para PostgreSQL`);
}

/** Starts the server; false if it exited before accepting connections (its port was taken). */
async function runServer(dir: string, data: string, port: number): Promise<boolean> {
  const settings = ['listen_addresses=127.0.0.1', 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];
  const [command, args] = asPostgres(join(postgresBinDir(), 'postgres'), [
    ...['-D', data, '-p', String(port), '-k', dir],
    ...settings.flatMap((setting) => ['-c', setting]),
  ]);
  const server = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const exited = new Promise<null>((resolve) => server.once('exit', () => resolve(null)));
  live.set(dir, server);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await Promise.race([exited, accepts(port)])) return true;
    if (server.exitCode !== null || server.signalCode !== null) {
      live.set(dir, null);
      if (/could not bind|Address already in use/.test(log)) return false;
      throw new Error(`PostgreSQL terminó al arrancar:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopServer(dir);
  throw new Error(`PostgreSQL no aceptó conexiones en 60 s:\n${log}`);
}

async function accepts(port: number): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, database: 'postgres', connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Fast shutdown (SIGINT) of the server's process group, SIGKILL if it lingers. */
async function stopServer(dir: string): Promise<void> {
  const server = live.get(dir);
  live.set(dir, null);
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  killGroup(server.pid, 'SIGINT');
  const timer = setTimeout(() => killGroup(server.pid as number, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function removeCluster(dir: string): Promise<void> {
  await stopServer(dir);
  live.delete(dir);
  rmSync(dir, { recursive: true, force: true });
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function postgresUid(): number {
  return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
}

function postgresGid(): number {
  return Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
}

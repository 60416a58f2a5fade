import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningNginx {
  url: string;
  /** What nginx wrote to its error log. */
  errors(): string;
  stop(): Promise<void>;
}

const DEPLOY_CONFIG = 'deploy/nginx/flota.conf';

/**
 * Debian's nginx with the configuration we ship (deploy/nginx/flota.conf), as it is but for its
 * addresses: it listens on `port` (loopback) and balances `instances`. Everything nginx writes
 * goes to a temporary directory, removed on stop.
 */
export async function startNginx(port: number, instances: readonly string[]): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'flota-nginx-'));
  const servers = instances.map((url) => `    server ${new URL(url).host};`).join('\n');
  const site = readFileSync(DEPLOY_CONFIG, 'utf8')
    .replace(/(upstream flota \{\n)(?:\s*(?:#.*|server .*;)\n)+/, `$1${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (!site.includes(servers) || !site.includes(`listen 127.0.0.1:${port};`)) throw new Error(`${DEPLOY_CONFIG} changed shape: its upstream or listen line was not found`);
  writeFileSync(path.join(dir, 'flota.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`).join('\n');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // As root, the workers would run as `nobody`, who cannot write in this directory.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      `http {\n  access_log off;\n${temp}\n  include ${dir}/flota.conf;\n}`,
    ].join('\n'),
  );
  const binary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const nginx = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let startErrors = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (startErrors += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  // However the run ends (a failed spec, a bench that threw), nginx and its worker go with it.
  const killGroup = () => {
    try {
      if (nginx.pid && nginx.exitCode === null) process.kill(-nginx.pid, 'SIGTERM');
    } catch {
      // Gone already.
    }
  };
  process.once('exit', killGroup);
  const url = `http://127.0.0.1:${port}`;
  const errors = () => startErrors + (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  const stop = async () => {
    process.off('exit', killGroup);
    killGroup();
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (nginx.exitCode !== null) break;
    if (await fetch(`${url}/ingresar`).then((r) => r.ok, () => false)) return { url, errors, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const why = errors();
  await stop();
  throw new Error(`nginx did not answer on ${url}:\n${why}`);
}

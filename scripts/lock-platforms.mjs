// The npm registry reachable from our machines serves the linux-x64 builds of native packages
// but answers 404 for other platforms' optional builds, so `npm install` leaves them out of the
// lockfile and `npm ci` then refuses the lock as out of sync. This records each missing optional
// platform package with its os/cpu, so `npm ci` sees a complete lock and skips them on Linux x64.
// Run after any `npm install` that changes the lockfile: `node scripts/lock-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = OS.find((o) => tokens.includes(o));
  const cpu = CPU.find((c) => tokens.includes(c));
  if (tokens.includes('wasm32')) return { cpu: ['wasm32'] };
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
}

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/${dep}` : `node_modules/${dep}`;
    if (lock.packages[base] || lock.packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue;
    lock.packages[`node_modules/${dep}`] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platforms: recorded ${added} optional platform package(s)`);

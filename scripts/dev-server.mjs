// `npm run dev`: the same server as `npm start` (server/main.ts), with Next in development mode.
// The server's own code is compiled again whenever a file it imports changes, and the server
// restarts with it; pages reload in place through Next's hot reload, as with `next dev`.
import { spawn } from 'node:child_process';
import { context } from 'esbuild';
import { serverBuild } from './build-server.mjs';

const OUTFILE = 'dist/server-dev/main.mjs';
const args = ['--enable-source-maps', OUTFILE, '--dev', ...process.argv.slice(2)];
let child = null;

function start() {
  child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}

/** Stops the running server and waits until it is gone (it holds the port until then). */
function stop() {
  const running = child;
  child = null;
  if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill('SIGTERM');
  });
}

const restartOnBuild = {
  name: 'restart-on-build',
  setup(b) {
    b.onEnd(async (result) => {
      if (result.errors.length > 0) return;
      if (child) console.log('[flota] el código del servidor cambió: reiniciando');
      await stop();
      start();
    });
  },
};

const options = serverBuild(OUTFILE);
const ctx = await context({ ...options, plugins: [...options.plugins, restartOnBuild] });
await ctx.watch();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await ctx.dispose();
    await stop();
    process.exit(0);
  });
}

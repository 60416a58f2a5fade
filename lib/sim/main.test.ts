import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

/** `npm run sim` as a person runs it: a line saying where it listens, the keys, a clean stop. */
function startMain(): { child: ChildProcess; ready: Promise<{ url: string; output: string }> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'lib/sim/main.ts'], {
    env: { ...process.env, SIM_PORT: '0', SIM_HOST: '127.0.0.1', SIM_CONFIG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<{ url: string; output: string }>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url && output.includes('svc_live_demo_oficina')) resolve({ url, output });
    });
    child.once('exit', (code) => reject(new Error(`salió con ${code}: ${output}`)));
  });
  return { child, ready };
}

describe('npm run sim', () => {
  it('prints where it listens and the demo keys, answers, and stops cleanly on SIGTERM', async () => {
    const { child, ready } = startMain();
    try {
      const { url, output } = await ready;
      expect(url).not.toMatch(/:0$/);
      expect(output).toContain('svc_live_demo ');
      expect(output).toContain('svc_live_demo_pausada');
      const response = await fetch(`${url}/v1/estado`, { headers: { authorization: 'Bearer svc_live_demo' } });
      expect(response.status).toBe(200);
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});

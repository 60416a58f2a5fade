import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendWebResponse, toWebRequest } from './web-bridge';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** A server whose every request goes through the bridge to `handler`. */
async function serve(handler: (request: Request) => Promise<Response>): Promise<string> {
  server = createServer((req, res) => {
    const request = toWebRequest(req, res, new URL(`http://localhost${req.url}`));
    handler(request).then((response) => sendWebResponse(response, res), () => res.destroy());
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

/** Sends a request and hangs up as soon as its headers are written. */
function hangUpAfterSending(url: string): void {
  const req = httpRequest(url);
  req.on('error', () => {});
  req.end(() => setTimeout(() => req.destroy(), 50));
}

describe('the Request a handler gets', () => {
  it('aborts its signal when the caller hangs up before the answer is done', async () => {
    let aborted: () => void = () => {};
    const abortSeen = new Promise<void>((resolve) => (aborted = resolve));
    const base = await serve(async (request) => {
      request.signal.addEventListener('abort', () => aborted());
      await abortSeen;
      return new Response('tarde');
    });
    hangUpAfterSending(`${base}/largo`);
    await abortSeen;
  });

  it('gives a signal already aborted to a handler that reads it after the caller left', async () => {
    let read: (aborted: boolean) => void = () => {};
    const readLate = new Promise<boolean>((resolve) => (read = resolve));
    const base = await serve(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      read(request.signal.aborted);
      return new Response(null);
    });
    hangUpAfterSending(`${base}/lento`);
    expect(await readLate).toBe(true);
  });

  it('never aborts the signal of a request answered whole', async () => {
    let signal: AbortSignal | undefined;
    const base = await serve(async (request) => {
      signal = request.signal;
      return Response.json({ ok: true });
    });
    const answer = await fetch(`${base}/corto`);
    expect(answer.headers.get('content-length')).toBe('11');
    expect(await answer.json()).toEqual({ ok: true });
    expect(signal?.aborted).toBe(false);
  });

  it('streams a body chunk by chunk as it is produced, without waiting for its end', async () => {
    let more: () => void = () => {};
    const base = await serve(async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('primero\n'));
          more = () => {
            controller.enqueue(new TextEncoder().encode('segundo\n'));
            controller.close();
          };
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    const answer = await fetch(`${base}/flujo`);
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('primero\n');
    more();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('segundo\n');
    expect((await reader.read()).done).toBe(true);
  });
});

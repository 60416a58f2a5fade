import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { FlotaApiError } from '@/lib/client/api-error';
import { reconnectDelay } from './reconnect-delay';
import { fleetNow, learnFromResponse } from '@/lib/client/fleet-clock';

/** Where a stream stands, for the connection badge. */
export type SseState =
  | { fase: 'conectando'; intento: number }
  | { fase: 'conectado'; desde: number }
  | { fase: 'esperando'; intento: number; proximoIntento: number; error: FlotaApiError };

export interface SseOptions {
  url: string;
  onMessage: (message: EventSourceMessage) => void;
  onState: (state: SseState) => void;
  /** The gateway sends heartbeat comments; this long without a byte means the connection is dead. */
  idleTimeoutMs?: number;
  /** Extra request headers, for callers outside the browser (which sends its cookies itself). */
  headers?: Record<string, string>;
}

const DEFAULT_IDLE_TIMEOUT_MS = 45_000;

/**
 * A Server-Sent Events subscription over `fetch`, parsed by eventsource-parser. Unlike the
 * browser's EventSource it sees the HTTP status and error body (so a key without `eventos` can be
 * explained), notices a silent dead connection through the heartbeat, and backs off on failures;
 * like it, every reconnection sends `Last-Event-ID` so the gateway resumes without gap or repeat.
 * Returns a function that closes the stream for good.
 */
export function openSseStream(options: SseOptions): () => void {
  const stop = new AbortController();
  void runStream(options, stop.signal);
  return () => stop.abort();
}

async function runStream(options: SseOptions, stop: AbortSignal): Promise<void> {
  const cursor: { lastEventId: string | null; retryMs: number | null } = { lastEventId: null, retryMs: null };
  let failures = 0;
  while (!stop.aborted) {
    options.onState({ fase: 'conectando', intento: failures + 1 });
    let error: FlotaApiError;
    try {
      await readOnce(options, cursor, stop, () => {
        failures = 0;
        options.onState({ fase: 'conectado', desde: fleetNow() });
      });
      // The server ended the stream on purpose (e.g. its maximum age): come back at once.
      error = new FlotaApiError(0, 'conexion_cerrada', 'El servidor cerró la conexión; reconectando.');
    } catch (caught) {
      if (stop.aborted) return;
      error = caught instanceof FlotaApiError ? caught : new FlotaApiError(0, 'sin_conexion', 'Se perdió la conexión con Flota.');
      failures += 1;
    }
    const delay = reconnectDelay({ failures, status: error.status, serverRetryMs: cursor.retryMs });
    options.onState({ fase: 'esperando', intento: failures + 1, proximoIntento: fleetNow() + delay, error });
    await sleepUnlessStopped(delay, stop);
  }
}

async function readOnce(
  options: SseOptions,
  cursor: { lastEventId: string | null; retryMs: number | null },
  stop: AbortSignal,
  onOpen: () => void,
): Promise<void> {
  const attempt = new AbortController();
  const abortAttempt = () => attempt.abort();
  stop.addEventListener('abort', abortAttempt);
  let idle: ReturnType<typeof setTimeout> | undefined;
  const armWatchdog = () => {
    clearTimeout(idle);
    idle = setTimeout(abortAttempt, options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS);
  };
  try {
    armWatchdog();
    const headers: Record<string, string> = { ...options.headers, accept: 'text/event-stream' };
    if (cursor.lastEventId !== null) headers['last-event-id'] = cursor.lastEventId;
    const sentAt = Date.now();
    const response = await fetch(options.url, { headers, cache: 'no-store', signal: attempt.signal });
    learnFromResponse(response, sentAt);
    if (!response.ok) throw await FlotaApiError.fromResponse(response);
    if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
      throw new FlotaApiError(response.status, 'respuesta_invalida', 'El servidor no respondió un flujo de eventos.');
    }
    onOpen();
    const parser = createParser({
      onEvent: (message) => {
        if (message.id !== undefined) cursor.lastEventId = message.id;
        options.onMessage(message);
      },
      onRetry: (retryMs) => {
        cursor.retryMs = retryMs;
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      armWatchdog();
      parser.feed(value);
    }
  } finally {
    clearTimeout(idle);
    stop.removeEventListener('abort', abortAttempt);
  }
}

/** Waits, but wakes early when the browser comes back online or the stream is closed. */
function sleepUnlessStopped(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop.removeEventListener('abort', done);
      globalThis.removeEventListener?.('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    stop.addEventListener('abort', done);
    globalThis.addEventListener?.('online', done);
  });
}

/** One Server-Sent Events message as our stream sends it. */
export interface SseMessage {
  event: string;
  id: string | null;
  data: string;
}

/**
 * Reads an SSE stream with a plain fetch (Playwright's request context buffers whole bodies)
 * until `stopWhen` holds or `timeoutMs` passes, then closes it.
 */
export async function readSse(
  url: string,
  headers: Record<string, string>,
  { timeoutMs, stopWhen = () => false }: { timeoutMs: number; stopWhen?: (messages: SseMessage[]) => boolean },
): Promise<{ status: number; messages: SseMessage[] }> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), timeoutMs);
  const messages: SseMessage[] = [];
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: stop.signal });
  if (!response.ok || !response.body) {
    clearTimeout(timer);
    return { status: response.status, messages };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (let leido = await reader.read(); !leido.done; leido = await reader.read()) {
      buffer += decoder.decode(leido.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          frame
            .split('\n')
            .filter((line) => !line.startsWith(':') && line.includes(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
        );
        if (fields.data !== undefined) messages.push({ event: fields.event ?? 'message', id: fields.id ?? null, data: fields.data });
      }
      if (stopWhen(messages)) break;
    }
  } catch (error) {
    if (!stop.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    stop.abort();
  }
  return { status: response.status, messages };
}

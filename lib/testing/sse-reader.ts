import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** Reads a Server-Sent Events body as a browser's EventSource would, message by message. */
export class SseReader {
  readonly messages: EventSourceMessage[] = [];
  comments = 0;
  closed = false;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  /** A read that outlived a deadline is kept for the next call, so that no chunk is lost. */
  private pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  private readonly parser = createParser({
    onEvent: (message) => this.messages.push(message),
    onComment: () => this.comments++,
  });

  constructor(body: ReadableStream<Uint8Array> | null) {
    if (!body) throw new Error('the answer has no body');
    this.reader = body.getReader();
  }

  /** Reads until `done` holds for what arrived, or the stream ends, or `ms` pass. */
  async until(done: (reader: SseReader) => boolean, ms = 10_000): Promise<void> {
    const decoder = new TextDecoder();
    const deadline = Date.now() + ms;
    while (!done(this) && !this.closed) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out after ${ms} ms with ${this.messages.length} messages`);
      this.pending ??= this.reader.read();
      const chunk = await Promise.race([this.pending, new Promise<null>((r) => setTimeout(() => r(null), left))]);
      if (chunk === null) continue;
      this.pending = null;
      if (chunk.done) this.closed = true;
      else this.parser.feed(decoder.decode(chunk.value, { stream: true }));
    }
  }

  events(): EventSourceMessage[] {
    return this.messages.filter((m) => m.event === 'evento');
  }

  cancel(): Promise<void> {
    return this.reader.cancel();
  }
}

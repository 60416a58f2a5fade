/** Splits decoded text into non-empty lines, holding a partial line until its end arrives (NDJSON). */
export function splitLines(): TransformStream<string, string> {
  let rest = '';
  return new TransformStream({
    transform(chunk, controller) {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) if (part.trim()) controller.enqueue(part);
    },
    flush(controller) {
      if (rest.trim()) controller.enqueue(rest);
    },
  });
}

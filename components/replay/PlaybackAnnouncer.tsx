'use client';

/**
 * Tells screen readers what a keyboard shortcut changed (polite: it waits for the reader to
 * finish). `n` counts the announcements, so that saying the same words twice is heard twice.
 */
export function PlaybackAnnouncer({ said }: { said: { text: string; n: number } }) {
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="anuncio-reproduccion">
      <span key={said.n}>{said.text}</span>
    </p>
  );
}

/** "Previous/next point" icon drawn as SVG: the ⏮/⏭ glyphs are missing from many system fonts. */
export function StepIcon({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className={direction === 'prev' ? 'rotate-180' : ''}>
      <path d="M3 2 L11 8 L3 14 Z" fill="currentColor" />
      <rect x="12" y="2" width="2" height="12" fill="currentColor" />
    </svg>
  );
}

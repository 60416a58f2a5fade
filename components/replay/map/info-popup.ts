import type { Map as MapLibreMap, Popup } from 'maplibre-gl';

/**
 * Opens a small popup with a title and lines of plain text (set as text, never as HTML: event
 * descriptions come from outside). Returns a function that closes it.
 */
export function openInfoPopup(map: MapLibreMap, lngLat: [number, number], title: string, lines: readonly string[]): () => void {
  let popup: Popup | null = null;
  let closed = false;
  const content = document.createElement('div');
  content.className = 'text-xs leading-5 text-slate-800';
  const heading = document.createElement('p');
  heading.className = 'font-semibold';
  heading.textContent = title;
  content.append(heading);
  for (const line of lines) {
    const p = document.createElement('p');
    p.textContent = line;
    content.append(p);
  }
  void import('maplibre-gl').then(({ Popup }) => {
    if (closed) return;
    popup = new Popup({ closeButton: true, maxWidth: '260px' }).setLngLat(lngLat).setDOMContent(content).addTo(map);
  });
  return () => {
    closed = true;
    popup?.remove();
  };
}

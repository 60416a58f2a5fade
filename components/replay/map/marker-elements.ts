/**
 * DOM for the few MapLibre markers of the replay (the moving vehicle, start and end). Built by
 * hand because MapLibre positions these elements itself, outside React's tree.
 */
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * An arrow pointing north (the marker's rotation turns it to the heading) on a dot; without a
 * heading only the dot shows. Returns the element and a switch for the arrow, which runs per frame.
 */
export function vehicleMarkerElement(): { element: HTMLDivElement; showHeading: (visible: boolean) => void } {
  const el = document.createElement('div');
  // Moved every frame: its own compositing layer keeps the map canvas from being repainted.
  el.className = 'pointer-events-none will-change-transform';
  el.setAttribute('data-testid', 'marcador-vehiculo');
  el.setAttribute('aria-hidden', 'true');
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 32 32');
  svg.setAttribute('width', '32');
  svg.setAttribute('height', '32');
  const circle = document.createElementNS(SVG_NS, 'circle');
  circle.setAttribute('cx', '16');
  circle.setAttribute('cy', '16');
  circle.setAttribute('r', '11');
  circle.setAttribute('fill', '#0f172a');
  circle.setAttribute('stroke', '#ffffff');
  circle.setAttribute('stroke-width', '2.5');
  const arrow = document.createElementNS(SVG_NS, 'path');
  arrow.setAttribute('d', 'M16 7 L22 21 L16 18 L10 21 Z');
  arrow.setAttribute('fill', '#ffffff');
  svg.append(circle, arrow);
  el.append(svg);
  return {
    element: el,
    showHeading: (visible) => {
      const visibility = visible ? 'visible' : 'hidden';
      // Called every frame; an unchanged value is not written, so nothing is restyled.
      if (arrow.style.visibility !== visibility) arrow.style.visibility = visibility;
    },
  };
}

/** A round pin with a letter: "A" where the route starts, "B" where it ends. */
export function endpointMarkerElement(letter: string, color: string, label: string): HTMLDivElement {
  const el = document.createElement('div');
  el.textContent = letter;
  el.title = label;
  el.setAttribute('role', 'img');
  el.setAttribute('aria-label', label);
  el.className =
    'flex h-7 w-7 items-center justify-center rounded-full border-2 border-white text-xs font-bold text-white shadow';
  el.style.backgroundColor = color;
  return el;
}

/**
 * The heading arrow drawn over a vehicle's dot: a white chevron pointing north, rotated by `rumbo`
 * on the map. Drawn on a canvas at run time, so the style needs no sprite file.
 */
export function drawArrowImage(pixelRatio: number): ImageData {
  const size = Math.round(14 * pixelRatio);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  const s = size / 14;
  ctx.beginPath();
  ctx.moveTo(7 * s, 1 * s);
  ctx.lineTo(12 * s, 11 * s);
  ctx.lineTo(7 * s, 8.5 * s);
  ctx.lineTo(2 * s, 11 * s);
  ctx.closePath();
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = 'rgba(17,24,39,0.7)';
  ctx.lineWidth = 0.8 * s;
  ctx.fill();
  ctx.stroke();
  return ctx.getImageData(0, 0, size, size);
}

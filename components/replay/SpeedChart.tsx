'use client';

import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { SpeedSeries } from '@/lib/client/replay/speed-series';
import { usePlayback } from './playback-context';
import { speedChartOptions } from './speed-chart-options';

const HEIGHT = 150;

type Props = {
  series: SpeedSeries;
  desde: number;
  hasta: number;
  maxSpeed: number;
};

/**
 * Speed over the whole range on a canvas (uPlot draws 60,000 points in a few milliseconds).
 * The playback cursor is a line moved by CSS transform each frame, so the chart is never
 * redrawn during playback; a click on the plot seeks there.
 */
export function SpeedChart({ series, desde, hasta, maxSpeed }: Props) {
  const engine = usePlayback();
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = new uPlot(
      speedChartOptions(container.clientWidth, HEIGHT, desde, hasta, maxSpeed),
      [series.x, series.y],
      container,
    );
    const cursorLine = document.createElement('div');
    // Its own compositing layer: moving it each frame must not repaint the 60,000-point canvas.
    cursorLine.className = 'pointer-events-none absolute top-0 left-0 h-full w-0.5 bg-red-600 will-change-transform';
    cursorLine.setAttribute('data-testid', 'cursor-grafico');
    chart.over.append(cursorLine);
    const placeCursor = (cursor: number) => {
      cursorLine.style.transform = `translateX(${chart.valToPos(cursor / 1000, 'x')}px)`;
    };
    const unsubscribe = engine.onFrame(({ cursor }) => placeCursor(cursor));
    const onClick = (e: MouseEvent) => {
      const left = e.clientX - chart.over.getBoundingClientRect().left;
      engine.seek(chart.posToVal(left, 'x') * 1000);
    };
    chart.over.addEventListener('click', onClick);
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: container.clientWidth, height: HEIGHT });
      placeCursor(engine.getSnapshot().cursor);
    });
    resize.observe(container);
    return () => {
      resize.disconnect();
      unsubscribe();
      chart.over.removeEventListener('click', onClick);
      chart.destroy();
    };
  }, [engine, series, desde, hasta, maxSpeed]);

  return (
    <figure className="w-full">
      <figcaption className="sr-only">Velocidad a lo largo del recorrido; un clic lleva la reproducción a ese momento.</figcaption>
      <div ref={containerRef} className="w-full cursor-crosshair" data-testid="grafico-velocidad" />
    </figure>
  );
}

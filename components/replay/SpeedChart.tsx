'use client';

import 'uplot/dist/uPlot.min.css';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import { useFormats } from '@/lib/client/format/use-formats';
import uPlot from 'uplot';
import type { PlacedEvent } from '@/lib/client/replay/placed-events';
import type { SpeedSeries } from '@/lib/client/replay/speed-series';
import { ChartEventMarks } from './ChartEventMarks';
import { usePlayback } from './playback-context';
import { speedChartOptions } from './speed-chart-options';

const HEIGHT = 150;

type Props = {
  series: SpeedSeries;
  desde: number;
  hasta: number;
  maxSpeed: number;
  events: readonly PlacedEvent[];
};

/** Lays the event marks' layer exactly over the chart's plot area (uPlot sizes its `over` in CSS pixels). */
function matchPlotArea(layer: HTMLElement, chart: uPlot): void {
  for (const side of ['left', 'top', 'width', 'height'] as const) layer.style[side] = chart.over.style[side];
}

/**
 * Speed over the whole range on a canvas (uPlot draws 60,000 points in a few milliseconds).
 * The playback cursor is a line moved by CSS transform each frame, so the chart is never
 * redrawn during playback; a click on the plot seeks there. The vehicle's events are marked
 * on it by category, and clicking a mark seeks to that event.
 */
export function SpeedChart({ series, desde, hasta, maxSpeed, events }: Props) {
  const engine = usePlayback();
  const t = useTranslations('Replay');
  const formats = useFormats();
  const seriesLabel = t('chartSeries');
  const containerRef = useRef<HTMLDivElement>(null);
  const marksRef = useRef<HTMLDivElement>(null);
  const seek = useMemo(() => (t: number) => engine.seek(t), [engine]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = new uPlot(
      speedChartOptions({ width: container.clientWidth, height: HEIGHT, desde, hasta, maxSpeed, formats, seriesLabel }),
      [series.x, series.y],
      container,
    );
    const cursorLine = document.createElement('div');
    // Its own compositing layer: moving it each frame must not repaint the 60,000-point canvas.
    cursorLine.className = 'pointer-events-none absolute top-0 left-0 h-full w-0.5 bg-red-600 will-change-transform';
    cursorLine.setAttribute('data-testid', 'cursor-grafico');
    chart.over.append(cursorLine);
    const marks = marksRef.current;
    if (marks) matchPlotArea(marks, chart);
    let placedAt = Number.NaN;
    const placeCursor = (cursor: number) => {
      // Half-pixel steps: at x300 most frames would otherwise restyle the line for an invisible move.
      const x = Math.round(chart.valToPos(cursor / 1000, 'x') * 2) / 2;
      if (x === placedAt) return;
      placedAt = x;
      cursorLine.style.transform = `translateX(${x}px)`;
    };
    const unsubscribe = engine.onFrame(({ cursor }) => placeCursor(cursor));
    const onClick = (e: MouseEvent) => {
      const left = e.clientX - chart.over.getBoundingClientRect().left;
      engine.seek(chart.posToVal(left, 'x') * 1000);
    };
    chart.over.addEventListener('click', onClick);
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: container.clientWidth, height: HEIGHT });
      if (marks) matchPlotArea(marks, chart);
      placedAt = Number.NaN;
      placeCursor(engine.getSnapshot().cursor);
    });
    resize.observe(container);
    return () => {
      resize.disconnect();
      unsubscribe();
      chart.over.removeEventListener('click', onClick);
      chart.destroy();
    };
  }, [engine, series, desde, hasta, maxSpeed, formats, seriesLabel]);

  return (
    <figure className="relative w-full">
      <figcaption className="sr-only">{t('chart')}</figcaption>
      <div ref={containerRef} className="w-full cursor-crosshair" data-testid="grafico-velocidad" />
      <div ref={marksRef} className="pointer-events-none absolute">
        <ChartEventMarks desde={desde} hasta={hasta} events={events} onSeek={seek} />
      </div>
    </figure>
  );
}

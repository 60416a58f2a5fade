'use client';

import 'uplot/dist/uPlot.min.css';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { useFormats } from '@/lib/client/format/use-formats';

const HEIGHT = 200;

interface Props {
  title: string;
  /** One label per bar: a day, a vehicle, a driver. */
  labels: readonly string[];
  values: readonly number[];
  /** The y axis's unit, e.g. `km`. */
  unit: string;
  /** Read aloud instead of the canvas, which says nothing to a screen reader. */
  summary: string;
}

/**
 * Bars on a uPlot canvas (the library the replay's speed chart already loads), one per label.
 * The canvas is redrawn at the paper's width when printing, so it prints whole.
 */
export function BarsChart({ title, labels, values, unit, summary }: Props) {
  const t = useTranslations('Reports');
  const formats = useFormats();
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || labels.length === 0) return;
    const xs = labels.map((_, i) => i);
    const chart = new uPlot(
      {
        width: container.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: () => [-0.5, labels.length - 0.5] }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
        axes: [
          {
            stroke: '#64748b',
            grid: { show: false },
            ticks: { show: false },
            values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? (labels[s] ?? '') : '')),
            size: 40,
          },
          {
            stroke: '#64748b',
            grid: { stroke: '#e2e8f0', width: 1 },
            ticks: { show: false },
            values: (_u, splits) => splits.map((s) => formats.integer(s)),
            size: 56,
            label: unit,
            labelSize: 14,
          },
        ],
        series: [{}, { stroke: '#0369a1', fill: '#0284c7', width: 0, paths: uPlot.paths.bars?.({ size: [0.7, 48] }), points: { show: false } }],
      },
      [xs, [...values]],
      container,
    );
    const resize = () => chart.setSize({ width: container.clientWidth, height: HEIGHT });
    const observer = new ResizeObserver(resize);
    observer.observe(container);
    window.addEventListener('beforeprint', resize);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', resize);
      chart.destroy();
    };
  }, [labels, values, unit, formats]);

  return (
    <figure className="rounded border border-slate-200 bg-white p-3 print:break-inside-avoid print:border-0">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      {labels.length === 0 && <p className="text-xs text-slate-500">{t('noChartData')}</p>}
      {/* The canvas is drawn at the screen's width; on paper it shrinks to the page's. */}
      <div ref={containerRef} className="w-full print:[&_canvas]:!h-auto print:[&_canvas]:!max-w-full" aria-hidden="true" />
      <p className="sr-only">{summary}</p>
    </figure>
  );
}

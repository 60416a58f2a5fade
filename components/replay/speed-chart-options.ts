import type uPlot from 'uplot';
import type { Formats } from '@/lib/client/format/formats';
import { formatApiDateTime } from '@/lib/fleet/time';
import { argentinaWallClock } from '@/lib/client/replay/speed-series';

const DAY_S = 86_400;

/** Axis labels in Argentina time and the page's language: the time, with the date where a day starts or when ticks are days apart. */
function timeLabels(formats: Formats) {
  return (_u: uPlot, splits: number[], _axis: number, _space: number, increment: number): string[] =>
    splits.map((s) => {
      const ms = s * 1000;
      const day = formats.dayMonth(ms);
      if (increment >= DAY_S) return day;
      const clock = formats.time(ms);
      return formatApiDateTime(ms).slice(11, 16) === '00:00' ? `${day}\n${clock}` : clock;
    });
}

interface ChartSpec {
  width: number;
  height: number;
  desde: number;
  hasta: number;
  maxSpeed: number;
  formats: Formats;
  seriesLabel: string;
}

/** uPlot options for the speed chart: the range fixed to the replayed range so it lines up with the timeline. */
export function speedChartOptions({ width, height, desde, hasta, maxSpeed, formats, seriesLabel }: ChartSpec): uPlot.Options {
  return {
    width,
    height,
    tzDate: argentinaWallClock,
    legend: { show: false },
    cursor: { drag: { x: false, y: false, setScale: false }, points: { show: false }, y: false },
    scales: {
      x: { time: true, range: () => [desde / 1000, hasta / 1000] },
      y: { range: () => [0, Math.max(60, Math.ceil(maxSpeed / 20) * 20)] },
    },
    axes: [
      { stroke: '#64748b', grid: { stroke: '#e2e8f0', width: 1 }, ticks: { show: false }, values: timeLabels(formats), size: 34 },
      { stroke: '#64748b', grid: { stroke: '#e2e8f0', width: 1 }, ticks: { show: false }, size: 44, label: 'km/h', labelSize: 14 },
    ],
    series: [{}, { label: seriesLabel, stroke: '#0f172a', width: 1, fill: 'rgba(15,23,42,0.06)', spanGaps: false, points: { show: false } }],
  };
}

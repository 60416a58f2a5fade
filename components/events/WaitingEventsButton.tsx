'use client';

import type { Waiting } from './held-feed';

interface Props {
  waiting: Waiting;
  onShow: () => void;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-AR')} ${n === 1 ? one : many}`;

/** Over a held feed's top: how many newer events wait, and the way to them. */
export function WaitingEventsButton({ waiting, onShow }: Props) {
  if (waiting.count === 0) return null;
  const critical = waiting.critical > 0;
  return (
    <button
      type="button"
      onClick={onShow}
      data-testid="eventos-en-espera"
      data-cantidad={waiting.count}
      className={`absolute left-1/2 top-2 z-10 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-medium text-white shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 ${
        critical ? 'bg-red-700 hover:bg-red-800' : 'bg-slate-800 hover:bg-slate-900'
      }`}
    >
      ↑ Ver {plural(waiting.count, 'evento nuevo', 'eventos nuevos')}
      {critical && ` (${plural(waiting.critical, 'crítico', 'críticos')})`}
    </button>
  );
}

import type { HistoryStatus } from '@/lib/client/events/use-event-history';

const number = (n: number) => n.toLocaleString('es-AR');

/** Where the query stands: parts done of the plan, budget units spent, and a way to stop it. */
export function HistoryProgress({ status, rows, onCancel }: { status: HistoryStatus; rows: number; onCancel: () => void }) {
  if (status.fase === 'inactivo') return null;
  if (status.fase === 'cargando') {
    const { partes, hechas, unidades, unidadesGastadas } = status;
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="progreso-historial">
        <progress
          className="h-2 w-64 overflow-hidden rounded [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-sky-600"
          max={partes ?? 1}
          value={partes === null ? undefined : hechas}
          aria-label="Progreso de la consulta"
        />
        <span className="text-slate-700" aria-live="polite">
          {partes === null
            ? 'Planificando la consulta…'
            : `Consulta ${number(hechas)} de ${number(partes)} · ${number(unidadesGastadas)} de ${number(unidades ?? 0)} unidades · ${number(rows)} eventos`}
        </span>
        <button type="button" onClick={onCancel} className="rounded border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-100">
          Cancelar
        </button>
      </div>
    );
  }
  if (status.fase === 'listo') {
    return (
      <p className="text-sm text-slate-600" data-testid="progreso-historial" data-fase="listo">
        {number(status.cantidad)} eventos en {number(status.partes)} {status.partes === 1 ? 'consulta' : 'consultas'} a la Fleet API.
      </p>
    );
  }
  if (status.fase === 'cancelado') {
    return (
      <p className="text-sm text-amber-800" data-testid="progreso-historial" data-fase="cancelado">
        Consulta cancelada{status.partes ? ` tras ${number(status.hechas)} de ${number(status.partes)} partes` : ''}: se muestran {number(rows)} eventos parciales.
      </p>
    );
  }
  return null;
}

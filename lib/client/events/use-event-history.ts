import { useCallback, useEffect, useRef, useState } from 'react';
import { FlotaApiError } from '@/lib/client/api-error';
import type { HistorialMensaje } from '@/lib/fleet/flota-api';
import { streamHistory } from './history-stream';
import { HISTORY_MARKS, markHistory } from './history-marks';
import { toHistoryRow, type HistoryRow } from './history-row';

export type HistoryStatus =
  | { fase: 'inactivo' }
  | { fase: 'cargando'; partes: number | null; hechas: number; unidades: number | null; unidadesGastadas: number }
  | { fase: 'listo'; partes: number; cantidad: number }
  | { fase: 'cancelado'; partes: number | null; hechas: number }
  | { fase: 'error'; error: FlotaApiError };

interface HistoryState {
  status: HistoryStatus;
  rows: readonly HistoryRow[];
}

type Loading = Extract<HistoryStatus, { fase: 'cargando' }>;

const IDLE: HistoryState = { status: { fase: 'inactivo' }, rows: [] };
const STARTING: Loading = { fase: 'cargando', partes: null, hechas: 0, unidades: null, unidadesGastadas: 0 };

/**
 * Runs one history query (`url`, or nothing when null; a new `run` number asks again) and follows its progress part by part.
 * A new `url` or `cancel()` aborts the running one, which the gateway turns into cancelled
 * upstream work. Rows grow as parts arrive, so the first ones show long before the last part.
 */
export function useEventHistory(url: string | null, run = 0): HistoryState & { cancel: () => void } {
  const [state, setQueryState] = useState<HistoryState & { key: string | null }>({ ...IDLE, key: null });
  const key = url === null ? null : `${run} ${url}`;
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    // Cleared when a newer query replaces this one, so its late messages cannot overwrite the new state.
    let current = true;
    const setState = (next: HistoryState | ((previous: HistoryState) => HistoryState)) =>
      setQueryState((previous) => ({ ...(typeof next === 'function' ? next(previous) : next), key }));
    let rows: HistoryRow[] = [];
    let progress: Loading = STARTING;

    const onMessage = (message: HistorialMensaje) => {
      if (!current) return;
      if (message.tipo === 'plan') {
        progress = { ...progress, partes: message.partes, unidades: message.unidades };
      } else if (message.tipo === 'parte') {
        progress = { ...progress, partes: message.partes, hechas: message.hechas, unidadesGastadas: message.unidades_gastadas };
        if (message.eventos.length > 0) rows = rows.concat(message.eventos.map(toHistoryRow));
        markHistory(HISTORY_MARKS.data, rows.length);
      } else if (message.tipo === 'fin') {
        markHistory(HISTORY_MARKS.end, rows.length);
        setState({ status: { fase: 'listo', partes: progress.partes ?? 0, cantidad: rows.length }, rows });
        return;
      }
      setState({ status: progress, rows });
    };

    streamHistory(url, controller.signal, onMessage).catch((error: unknown) => {
      if (!current) return;
      if (controller.signal.aborted) {
        setState((previous) => ({ status: { fase: 'cancelado', partes: progress.partes, hechas: progress.hechas }, rows: previous.rows }));
        return;
      }
      const failure = error instanceof FlotaApiError ? error : new FlotaApiError(0, 'error_interno', 'La consulta falló.');
      setState({ status: { fase: 'error', error: failure }, rows });
    });
    return () => {
      current = false;
      controller.abort();
    };
  }, [url, key]);

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  if (url === null) return { ...IDLE, cancel };
  // Until the new query's first message, show it as starting rather than the previous result.
  if (state.key !== key) return { status: STARTING, rows: [], cancel };
  return { status: state.status, rows: state.rows, cancel };
}

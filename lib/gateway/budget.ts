import 'server-only';
import { GatewayError } from './gateway-error';
import type { RateReport } from './upstream-client';

/**
 * Who is waiting for an upstream call, most urgent first: the live pollers, then a person
 * waiting for an answer, then catch-up work nobody is looking at.
 */
export const PRIORITIES = ['live', 'interactive', 'background'] as const;
export type Priority = (typeof PRIORITIES)[number];

export interface SpendRequest {
  units: number;
  priority: Priority;
  /** History queries are also limited in how many may be in flight at once. */
  history: boolean;
  signal?: AbortSignal;
}

/** Permission to make one upstream call; settle it exactly once when the call ends. */
export interface SpendTicket {
  /** The `X-RateLimit-*` headers of the answer. */
  report(rate: RateReport): void;
  /** The call ended; `counted` is false when the upstream did not charge it (a 429). */
  settle(outcome: { counted: boolean }): void;
}

export interface BudgetSnapshot {
  limite: number | null;
  restantes: number | null;
  ultimo_minuto: number;
  /** Units spent in each of the last 60 minutes, oldest first; the last is the current minute. */
  por_minuto: number[];
  en_cola: number;
  en_curso: number;
  /** Epoch ms until which nothing is sent because the upstream asked us to wait. */
  pausado_hasta: number | null;
}

/**
 * The key's unit budget, shared by every caller of the upstream. The in-memory implementation
 * serves one process; `StoredBudget` serves every instance on one database server.
 */
export interface Budget {
  /** Resolves once the call may be sent without exceeding the key's budget. */
  acquire(request: SpendRequest): Promise<SpendTicket>;
  /** The upstream answered 429 with `Retry-After`: send nothing until then. */
  pause(seconds: number): void;
  snapshot(): BudgetSnapshot;
}

/** A call that costs more than the key may spend in a minute: it can never go. */
export function tooCostly(units: number, limit: number): GatewayError {
  return new GatewayError({
    codigo: 'presupuesto_insuficiente',
    status: 503,
    mensaje: `La consulta cuesta ${units} unidades y la clave tiene ${limit} por minuto.`,
    origen: 'gateway',
  });
}

import 'server-only';
import type { GatewaySalud } from '@/lib/fleet/flota-api';
import { formatApiDateTime } from '@/lib/fleet/time';
import type { Budget } from './budget';
import type { Clock } from './clock';
import type { GatewayError } from './gateway-error';

export type PollerName = 'posiciones' | 'eventos';

interface PollerState {
  activo: boolean;
  intervaloMs: number;
  ultimoOk: number | null;
  fallo: boolean;
}

type Listener = (salud: GatewaySalud) => void;

/**
 * What the gateway knows about its own health: the pollers, the last upstream error, the
 * budget. Listeners hear about it when something a person would notice changes, not on every
 * successful poll.
 */
export class GatewayHealth {
  private readonly pollers: Record<PollerName, PollerState>;
  private lastError: (GatewaySalud['ultimo_error'] & object) | null = null;
  private readonly listeners = new Set<Listener>();
  private lastSignature = '';

  constructor(
    private readonly clock: Clock,
    private readonly budget: Budget,
    intervals: Record<PollerName, number>,
  ) {
    const state = (intervaloMs: number) => ({ activo: false, intervaloMs, ultimoOk: null, fallo: false });
    this.pollers = { posiciones: state(intervals.posiciones), eventos: state(intervals.eventos) };
  }

  pollerActive(name: PollerName, activo: boolean): void {
    this.pollers[name].activo = activo;
    this.changed();
  }

  pollSucceeded(name: PollerName): void {
    Object.assign(this.pollers[name], { ultimoOk: this.clock.now(), fallo: false });
    this.changed();
  }

  pollFailed(name: PollerName): void {
    this.pollers[name].fallo = true;
    this.changed();
  }

  upstreamFailed(error: GatewayError, ruta: string): void {
    this.lastError = {
      codigo: error.codigo,
      mensaje: error.mensaje,
      solicitud: error.solicitud ?? '',
      fecha: formatApiDateTime(this.clock.now()),
      ruta,
    };
    this.changed();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  snapshot(): GatewaySalud {
    const budget = this.budget.snapshot();
    return {
      posiciones: this.poller('posiciones'),
      eventos: this.poller('eventos'),
      ultimo_error: this.lastError,
      unidades: { ...budget, pausado_hasta: budget.pausado_hasta === null ? null : formatApiDateTime(budget.pausado_hasta) },
    };
  }

  private poller(name: PollerName): GatewaySalud['posiciones'] {
    const { activo, intervaloMs, ultimoOk, fallo } = this.pollers[name];
    const late = activo && ultimoOk !== null && this.clock.now() - ultimoOk > 2 * intervaloMs;
    return {
      activo,
      intervalo_s: Math.round(intervaloMs / 1000),
      ultimo_ok: ultimoOk === null ? null : formatApiDateTime(ultimoOk),
      desactualizado: fallo || late,
    };
  }

  private changed(): void {
    if (this.listeners.size === 0) return;
    const salud = this.snapshot();
    const signature = JSON.stringify([salud.posiciones.activo, salud.posiciones.desactualizado, salud.eventos, salud.ultimo_error]);
    if (signature === this.lastSignature) return;
    this.lastSignature = signature;
    for (const listener of this.listeners) listener(salud);
  }
}

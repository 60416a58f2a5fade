import 'server-only';
import { ERROR_CODES, isErrorCode } from '@/lib/fleet/errors';
import type { GatewaySalud, SaludVista } from '@/lib/fleet/flota-api';
import { formatApiDateTime } from '@/lib/fleet/time';
import type { LeaderPoll } from '@/lib/store/leader-lease';
import type { Budget } from './budget';
import type { Clock } from './clock';
import { isGatewayError, type GatewayError } from './gateway-error';

export type PollerName = 'posiciones' | 'eventos';

type ErrorDeSalud = NonNullable<GatewaySalud['ultimo_error']>;

interface PollerState {
  activo: boolean;
  intervaloMs: number;
  ultimoOk: number | null;
  fallo: boolean;
  /** This poller's own last failure, as anyone may read it (see `view`). */
  ultimoError: ErrorDeSalud | null;
}

type Listener = (salud: SaludVista) => void;

/**
 * What the gateway knows about its own health: the pollers, the last upstream error, the
 * budget. `snapshot` is all of it, for the key status page (admin); `view` is the part every
 * signed-in user may read, and what listeners (the SSE feed) hear when something a person
 * would notice changes, not on every successful poll.
 */
export class GatewayHealth {
  private readonly pollers: Record<PollerName, PollerState>;
  private lastError: ErrorDeSalud | null = null;
  private readonly listeners = new Set<Listener>();
  private lastSignature = '';

  constructor(
    private readonly clock: Clock,
    /** Times go to the browser on the fleet's clock, which is what it compares them with. */
    private readonly fleet: { toFleet(serverMs: number): number },
    private readonly budget: Budget,
    intervals: Record<PollerName, number>,
  ) {
    const state = (intervaloMs: number) => ({ activo: false, intervaloMs, ultimoOk: null, fallo: false, ultimoError: null });
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

  pollFailed(name: PollerName, error: unknown): void {
    Object.assign(this.pollers[name], { fallo: true, ultimoError: this.pollError(name, error) });
    this.changed();
  }

  /**
   * Another instance polls for this one (it leads the role): this poller is as fresh as the
   * leader's last successful poll, and failing while the leader's last poll failed.
   */
  leaderPolled(name: PollerName, { okAt, failedAt, failure }: LeaderPoll): void {
    const failing = failedAt !== null && (okAt === null || failedAt > okAt);
    const poller = this.pollers[name];
    Object.assign(poller, { ultimoOk: okAt, fallo: failing });
    if (failing) poller.ultimoError = this.errorOf(name, failure ?? 'error_interno', null, '', failedAt);
    this.changed();
  }

  upstreamFailed(error: GatewayError, ruta: string): void {
    this.lastError = {
      codigo: error.codigo,
      mensaje: error.mensaje,
      solicitud: error.solicitud ?? '',
      fecha: this.fleetTimeText(this.clock.now()),
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
      unidades: { ...budget, pausado_hasta: budget.pausado_hasta === null ? null : this.fleetTimeText(budget.pausado_hasta) },
    };
  }

  /** Only the live pollers' own failures: their calls carry no ids and concern everyone watching. */
  view(): SaludVista {
    const [posiciones, eventos] = [this.poller('posiciones'), this.poller('eventos')];
    const errores = [this.pollers.posiciones.ultimoError, this.pollers.eventos.ultimoError].filter((e) => e !== null);
    const ultimo_error = errores.sort((a, b) => Date.parse(b.fecha) - Date.parse(a.fecha))[0] ?? null;
    const { pausado_hasta } = this.budget.snapshot();
    return { posiciones, eventos, ultimo_error, unidades: { pausado_hasta: pausado_hasta === null ? null : this.fleetTimeText(pausado_hasta) } };
  }

  /**
   * Told in Flota's words for its code: an upstream's own text may name vehicles (the events
   * poller asks about every client's), and only our own texts are known not to.
   */
  private pollError(name: PollerName, error: unknown): ErrorDeSalud {
    const gateway = isGatewayError(error) ? error : null;
    const propio = gateway !== null && gateway.origen === 'gateway' ? gateway.mensaje : null;
    return this.errorOf(name, gateway?.codigo ?? 'error_interno', propio, gateway?.solicitud ?? '', this.clock.now());
  }

  /** A poll's failure in Flota's words: its own message when it made the error, the catalogue's for the code otherwise. */
  private errorOf(name: PollerName, codigo: string, propio: string | null, solicitud: string, at: number): ErrorDeSalud {
    const mensaje = propio ?? (isErrorCode(codigo) ? ERROR_CODES[codigo].mensaje : ERROR_CODES.error_interno.mensaje);
    return { codigo, mensaje, solicitud, fecha: this.fleetTimeText(at), ruta: `/v1/${name}` };
  }

  private poller(name: PollerName): GatewaySalud['posiciones'] {
    const { activo, intervaloMs, ultimoOk, fallo } = this.pollers[name];
    const late = activo && ultimoOk !== null && this.clock.now() - ultimoOk > 2 * intervaloMs;
    return {
      activo,
      intervalo_s: Math.round(intervaloMs / 1000),
      ultimo_ok: ultimoOk === null ? null : this.fleetTimeText(ultimoOk),
      desactualizado: fallo || late,
    };
  }

  private fleetTimeText(serverMs: number): string {
    return formatApiDateTime(this.fleet.toFleet(serverMs));
  }

  private changed(): void {
    if (this.listeners.size === 0) return;
    const salud = this.view();
    const signature = JSON.stringify([salud.posiciones.activo, salud.posiciones.desactualizado, salud.eventos, salud.ultimo_error]);
    if (signature === this.lastSignature) return;
    this.lastSignature = signature;
    for (const listener of this.listeners) listener(salud);
  }
}

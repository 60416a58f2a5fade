import 'server-only';
import type { z } from 'zod';
import type { Budget, Priority } from './budget';
import { sleep, type Clock } from './clock';
import type { FleetCall } from './fleet-calls';
import { isGatewayError, type GatewayError } from './gateway-error';
import type { UpstreamClient } from './upstream-client';

/** docs/fleet-api.md#errors: on 503 or 429, retry after 5 s, then 15 s, then 60 s. */
export const RETRY_WAITS_MS = [5_000, 15_000, 60_000] as const;

export interface CallOptions {
  priority: Priority;
  signal?: AbortSignal;
  /** When the request that answered left and its answer arrived, by the gateway's clock. */
  onTiming?: (timing: { sentAt: number; receivedAt: number }) => void;
}

export type RetryWait = (ms: number, call: FleetCall, signal?: AbortSignal) => Promise<void>;

export interface UpstreamEvents {
  onError(error: GatewayError, call: FleetCall): void;
  onRetry(waitMs: number, error: GatewayError, call: FleetCall): void;
}

/** Calls the Fleet API through the budget, retrying what docs/fleet-api.md#errors says to retry. */
export interface Upstream {
  call<S extends z.ZodType>(call: FleetCall<S>, options: CallOptions): Promise<z.infer<S>>;
}

export function createUpstream(deps: {
  client: UpstreamClient;
  budget: Budget;
  clock: Clock;
  events: UpstreamEvents;
  /** How a retry waits; tests pass one that records the wait instead of sleeping it. */
  wait?: RetryWait;
}): Upstream {
  const { client, budget, clock, events } = deps;
  const wait: RetryWait = deps.wait ?? ((ms, _call, signal) => sleep(clock, ms, signal));

  async function attempt<S extends z.ZodType>(call: FleetCall<S>, options: CallOptions): Promise<z.infer<S>> {
    const ticket = await budget.acquire({ units: call.cost, priority: options.priority, history: call.history, signal: options.signal });
    try {
      const sentAt = clock.now();
      const data = await client.send(call, { signal: options.signal, onRate: (rate) => ticket.report(rate) });
      options.onTiming?.({ sentAt, receivedAt: clock.now() });
      ticket.settle({ counted: true });
      return data;
    } catch (error) {
      ticket.settle({ counted: !isGatewayError(error) || error.charged });
      throw error;
    }
  }

  return {
    async call(call, options) {
      for (let retry = 0; ; retry++) {
        try {
          return await attempt(call, options);
        } catch (error) {
          if (!isGatewayError(error)) throw error;
          events.onError(error, call);
          if (error.status === 429 && error.retryAfterS !== null) budget.pause(error.retryAfterS);
          const step = RETRY_WAITS_MS[retry];
          if (!isRetryable(error) || step === undefined) throw error;
          const waitMs = Math.max(step, (error.retryAfterS ?? 0) * 1000);
          events.onRetry(waitMs, error, call);
          await wait(waitMs, call, options.signal);
        }
      }
    },
  };
}

/** A lock-out for invalid keys lasts minutes: retrying within a request would not help. */
function isRetryable(error: GatewayError): boolean {
  return error.retryable && error.codigo !== 'demasiados_intentos';
}

import type { ApiKey } from '../access/keys';
import type { Scope } from '../access/scope';
import type { Answer } from '../http/answer';
import type { World } from '../world/world';

/** What every endpoint handler gets: the caller's key and scope, the query, the path id. */
export interface HandlerContext {
  key: ApiKey;
  scope: Scope;
  params: URLSearchParams;
  /** The `{id}` of the path, already URL-decoded. */
  pathId: string;
  now: number;
  world: World;
  /** True while faults are injected (docs/embedded-api.md#faults: `servicio.estado` is then `degradado`). */
  degraded: boolean;
}

export type Handler = (ctx: HandlerContext) => Answer | Promise<Answer>;

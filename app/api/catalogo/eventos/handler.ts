import 'server-only';
import { TTL_MS, cachedCall } from '@/lib/gateway/cached-call';
import { fleetCalls } from '@/lib/gateway/fleet-calls';
import { jsonAnswer } from '@/lib/gateway/json-answer';
import { noParams, parseQuery } from '@/lib/gateway/query';
import type { GatewayHandler } from '../../context';

/** The event catalog (docs/fleet-api.md#event-catalogue), cached for an hour. */
export const GET: GatewayHandler = async (request, { url, gateway }) => {
  parseQuery(url, noParams);
  return jsonAnswer(request, await cachedCall(gateway, fleetCalls.catalogo(), TTL_MS.catalogo, { shared: true }));
};

import 'server-only';
import { frescuraOf } from '@/lib/gateway/frescura';
import { jsonAnswer } from '@/lib/gateway/json-answer';
import { noParams, parseQuery } from '@/lib/gateway/query';
import type { GatewayHandler } from '../context';

/** The clients the server's key sees, within the caller's scope. */
export const GET: GatewayHandler = async (request, { url, gateway, access }) => {
  parseQuery(url, noParams);
  const index = await gateway.directory.index('interactive');
  const datos = access.scope.keep(index.value.clientes, (cliente) => cliente.id);
  return jsonAnswer(request, { datos, cantidad: datos.length, frescura: frescuraOf(index, gateway) });
};

import { frescuraOf } from '@/lib/gateway/frescura';
import { noParams, parseQuery } from '@/lib/gateway/query';
import { route } from '@/lib/gateway/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** The clients the server's key sees. */
export const GET = route('/api/clientes', async ({ url, gateway, acceso }) => {
  parseQuery(url, noParams);
  const index = await gateway.directory.index('interactive');
  const datos = acceso.alcance.keep(index.value.clientes, (cliente) => cliente.id);
  return Response.json({ datos, cantidad: datos.length, frescura: frescuraOf(index, gateway.clock.now()) });
});

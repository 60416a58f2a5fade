import { formatApiDateTime } from '@/lib/fleet/time';
import { pagesOf } from './page-policy';
import type { Session } from './session-schema';
import type { User } from './users-schema';

/** A user as the browser may see them: never the hash. */
export function describeSession(usuario: Pick<User, 'usuario' | 'nombre' | 'rol' | 'clientes'>, vence: number): Session {
  return {
    usuario: usuario.usuario,
    nombre: usuario.nombre,
    rol: usuario.rol,
    clientes: usuario.clientes,
    vence: formatApiDateTime(vence),
    paginas: pagesOf(usuario.rol).map(({ ruta, titulo }) => ({ ruta, titulo })),
  };
}

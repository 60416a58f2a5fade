import { formatApiDateTime } from '@/lib/fleet/time';
import { paginasDe } from './page-policy';
import type { Sesion } from './session-schema';
import type { Usuario } from './users-schema';

/** A user as the browser may see them: never the hash. */
export function describeSession(usuario: Pick<Usuario, 'usuario' | 'nombre' | 'rol' | 'clientes'>, vence: number): Sesion {
  return {
    usuario: usuario.usuario,
    nombre: usuario.nombre,
    rol: usuario.rol,
    clientes: usuario.clientes,
    vence: formatApiDateTime(vence),
    paginas: paginasDe(usuario.rol).map(({ ruta, titulo }) => ({ ruta, titulo })),
  };
}

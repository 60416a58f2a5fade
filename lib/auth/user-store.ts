import 'server-only';
import { stat } from 'node:fs/promises';
import { authConfig } from './config';
import { DEMO_USERS } from './demo-users';
import { logAuth } from './log';
import { readUsersFile } from './users-file';
import type { User } from './users-schema';

/**
 * The users in force. The file is read again when it changes (checked at most every few
 * seconds), so `npm run user:add` or a removed user takes effect without a restart; a broken
 * edit is logged and the last good list stays.
 */
const REVISAR_CADA_MS = 2_000;

interface Cargado {
  porNombre: ReadonlyMap<string, User>;
  modificado: number;
  revisado: number;
}

let cargado: Promise<Cargado> | undefined;

function indexar(usuarios: readonly User[]): ReadonlyMap<string, User> {
  return new Map(usuarios.map((usuario) => [usuario.usuario, usuario]));
}

async function cargarArchivo(ruta: string): Promise<Cargado> {
  const { mtimeMs } = await stat(ruta).catch(() => ({ mtimeMs: 0 }));
  const { usuarios } = await readUsersFile(ruta);
  return { porNombre: indexar(usuarios), modificado: mtimeMs, revisado: Date.now() };
}

async function refrescar(ruta: string, anterior: Cargado): Promise<Cargado> {
  if (Date.now() - anterior.revisado < REVISAR_CADA_MS) return anterior;
  anterior.revisado = Date.now();
  const { mtimeMs } = await stat(ruta).catch(() => ({ mtimeMs: anterior.modificado }));
  if (mtimeMs === anterior.modificado) return anterior;
  try {
    const nuevo = await cargarArchivo(ruta);
    logAuth('info', 'usuarios_recargados', { cantidad: nuevo.porNombre.size });
    return nuevo;
  } catch (error) {
    logAuth('error', 'usuarios_invalidos', { detalle: (error as Error).message });
    return { ...anterior, modificado: mtimeMs };
  }
}

async function usuariosVigentes(): Promise<ReadonlyMap<string, User>> {
  const { archivoUsuarios } = authConfig();
  if (archivoUsuarios === null) return indexar(DEMO_USERS);
  const actual = cargado ? await cargado : undefined;
  cargado = actual ? refrescar(archivoUsuarios, actual) : cargarArchivo(archivoUsuarios);
  return (await cargado.catch((error: unknown) => {
    cargado = undefined;
    throw error;
  })).porNombre;
}

export async function findUser(usuario: string): Promise<User | null> {
  return (await usuariosVigentes()).get(usuario) ?? null;
}

/** Reads the users once at start so that a bad file stops the app before it serves anyone. */
export async function loadUsers(): Promise<number> {
  return (await usuariosVigentes()).size;
}

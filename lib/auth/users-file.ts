import 'server-only';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { enEspanol } from './spanish-errors';
import { archivoUsuariosSchema, type ArchivoUsuarios } from './users-schema';

/** The users file: JSON, validated whole; one bad entry makes the whole file refused. */
export class ErrorArchivoUsuarios extends Error {
  constructor(ruta: string, detalle: string) {
    super(`El archivo de usuarios ${ruta} no es válido: ${detalle}`);
    this.name = 'ErrorArchivoUsuarios';
  }
}

export function parseUsersFile(ruta: string, texto: string): ArchivoUsuarios {
  let json: unknown;
  try {
    json = JSON.parse(texto);
  } catch (error) {
    throw new ErrorArchivoUsuarios(ruta, `no es JSON (${(error as Error).message})`);
  }
  const leido = archivoUsuariosSchema.safeParse(json, enEspanol);
  if (!leido.success) throw new ErrorArchivoUsuarios(ruta, z.prettifyError(leido.error));
  return leido.data;
}

export async function readUsersFile(ruta: string): Promise<ArchivoUsuarios> {
  let texto: string;
  try {
    texto = await readFile(ruta, 'utf8');
  } catch (error) {
    const codigo = (error as NodeJS.ErrnoException).code;
    throw new ErrorArchivoUsuarios(ruta, codigo === 'ENOENT' ? 'no existe' : `no se pudo leer (${codigo})`);
  }
  return parseUsersFile(ruta, texto);
}

/** Written beside and renamed over, so that a running app never reads half a file. */
export async function writeUsersFile(ruta: string, archivo: ArchivoUsuarios): Promise<void> {
  const validado = archivoUsuariosSchema.parse(archivo);
  const temporal = `${ruta}.${process.pid}.tmp`;
  await writeFile(temporal, `${JSON.stringify(validado, null, 2)}\n`, { mode: 0o600 });
  await rename(temporal, ruta);
}

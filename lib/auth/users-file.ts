import 'server-only';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { spanishErrors } from './spanish-errors';
import { usersFileSchema, type UsersFile } from './users-schema';

/** The users file: JSON, validated whole; one bad entry makes the whole file refused. */
export class UsersFileError extends Error {
  constructor(ruta: string, detalle: string) {
    super(`El archivo de usuarios ${ruta} no es válido: ${detalle}`);
    this.name = 'ErrorArchivoUsuarios';
  }
}

export function parseUsersFile(ruta: string, texto: string): UsersFile {
  let json: unknown;
  try {
    json = JSON.parse(texto);
  } catch (error) {
    throw new UsersFileError(ruta, `no es JSON (${(error as Error).message})`);
  }
  const leido = usersFileSchema.safeParse(json, spanishErrors);
  if (!leido.success) throw new UsersFileError(ruta, z.prettifyError(leido.error));
  return leido.data;
}

export async function readUsersFile(ruta: string): Promise<UsersFile> {
  let texto: string;
  try {
    texto = await readFile(ruta, 'utf8');
  } catch (error) {
    const codigo = (error as NodeJS.ErrnoException).code;
    throw new UsersFileError(ruta, codigo === 'ENOENT' ? 'no existe' : `no se pudo leer (${codigo})`);
  }
  return parseUsersFile(ruta, texto);
}

/** Written beside and renamed over, so that a running app never reads half a file. */
export async function writeUsersFile(ruta: string, archivo: UsersFile): Promise<void> {
  const validado = usersFileSchema.parse(archivo);
  const temporal = `${ruta}.${process.pid}.tmp`;
  await writeFile(temporal, `${JSON.stringify(validado, null, 2)}\n`, { mode: 0o600 });
  await rename(temporal, ruta);
}

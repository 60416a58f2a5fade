import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { addUser, newUserSchema } from '@/lib/auth/add-user';
import { readUsersFile, writeUsersFile } from '@/lib/auth/users-file';
import { roleSchema } from '@/lib/auth/role-schema';
import { ROLE_NAMES } from '@/lib/auth/roles';
import { spanishErrors } from '@/lib/auth/spanish-errors';
import { someServerEnv } from '@/lib/env/server';

const AYUDA = `Agrega un usuario al archivo de usuarios de Flota (o lo crea) y guarda su contraseña como hash scrypt.

  npm run user:add -- --usuario ana --rol gerente [--nombre "Ana Pérez"] [--clientes cli_1001,cli_2002]
                      [--archivo usuarios.json] [--reemplazar]

  --rol        ${roleSchema.options.map((rol) => `${rol} (${ROLE_NAMES[rol]})`).join(', ')}
  --clientes   ids de cliente separados por coma; sin este dato ve todos los clientes de la clave
  --archivo    por defecto, el de FLOTA_USERS_FILE
  La contraseña se pide sin mostrarla (dos veces); si la entrada no es una terminal, se lee su primera línea.`;

/** Reads a line from the terminal without echoing it. */
function leerOculta(pregunta: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(pregunta);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let texto = '';
    const terminar = (error: Error | null) => {
      stdin.off('data', alTeclear);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(texto);
    };
    const alTeclear = (teclas: string) => {
      for (const tecla of teclas) {
        if (tecla === '\r' || tecla === '\n') return terminar(null);
        if (tecla === '\u0003') return terminar(new Error('Cancelado.'));
        if (tecla === '\u007f' || tecla === '\b') texto = texto.slice(0, -1);
        else texto += tecla;
      }
    };
    stdin.on('data', alTeclear);
  });
}

async function leerContrasena(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lector = createInterface({ input: process.stdin });
    for await (const linea of lector) return linea;
    throw new Error('No se recibió ninguna contraseña por la entrada estándar.');
  }
  const primera = await leerOculta('Contraseña: ');
  if ((await leerOculta('Repetila: ')) !== primera) throw new Error('Las contraseñas no coinciden.');
  return primera;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      usuario: { type: 'string' },
      rol: { type: 'string' },
      nombre: { type: 'string' },
      clientes: { type: 'string' },
      archivo: { type: 'string' },
      reemplazar: { type: 'boolean', default: false },
      ayuda: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.ayuda || values.usuario === undefined) {
    console.log(AYUDA);
    process.exit(values.ayuda ? 0 : 2);
  }
  const ruta = values.archivo ?? someServerEnv('FLOTA_USERS_FILE').FLOTA_USERS_FILE;
  if (!ruta) throw new Error('Indicá el archivo con --archivo o con la variable FLOTA_USERS_FILE.');
  const alta = newUserSchema.safeParse({
    usuario: values.usuario,
    nombre: values.nombre ?? null,
    rol: values.rol,
    clientes: values.clientes ? values.clientes.split(',').map((id) => id.trim()) : '*',
    reemplazar: values.reemplazar,
  }, spanishErrors);
  if (!alta.success) throw new Error(alta.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
  const archivo = existsSync(ruta) ? await readUsersFile(ruta) : { usuarios: [] };
  const actualizado = await addUser(archivo, alta.data, await leerContrasena());
  await writeUsersFile(ruta, actualizado);
  const { usuario, rol, clientes } = alta.data;
  const alcance = clientes === '*' ? 'todos los clientes' : clientes.join(', ');
  console.log(`Listo: ${usuario} (${ROLE_NAMES[rol]}, ${alcance}) guardado en ${ruta}.`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});

import 'server-only';

type Nivel = 'info' | 'warn' | 'error';
type Dato = string | number | boolean | null;

/**
 * One JSON line per sign-in event, with the request id (`solicitud`) when there is one, so that
 * an answer a person quotes can be found in the log. Never given passwords, hashes or cookies.
 */
export function logAuth(nivel: Nivel, evento: string, datos: Record<string, Dato> = {}): void {
  const linea = JSON.stringify({ hora: new Date().toISOString(), nivel, origen: 'auth', evento, ...datos });
  if (nivel === 'error') console.error(linea);
  else console.log(linea);
}

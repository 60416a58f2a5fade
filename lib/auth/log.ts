import 'server-only';

type Nivel = 'info' | 'warn' | 'error';
type Dato = string | number | boolean | null;

/**
 * One JSON line per sign-in event, shaped like the gateway's log lines, with the request id
 * (`solicitud`) when there is one, so that an answer a person quotes can be found in the log.
 * Never given passwords, hashes or cookies.
 */
export function logAuth(nivel: Nivel, evento: string, datos: Record<string, Dato> = {}): void {
  const linea = JSON.stringify({ t: new Date().toISOString(), nivel, msg: evento, origen: 'auth', ...datos });
  if (nivel === 'error') console.error(linea);
  else console.log(linea);
}

import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with scrypt, memory-hard and built into Node (no native module to
 * compile). Defaults follow OWASP's recommendation (N=2^17, r=8, p=1: 128 MiB and ~0.4 s per
 * hash here); the parameters travel inside the hash so that they can be raised later without
 * invalidating existing users.
 */
export interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { log2N: 17, r: 8, p: 1 };

const LARGO_HASH = 32;
const LARGO_SAL = 16;
// A users file is trusted, but a typo such as N=2^40 must not take the server down.
const LOG2N_MAXIMO = 20;

function derivar(contrasena: string, sal: Buffer, { log2N, r, p }: ScryptParams): Promise<Buffer> {
  const opciones: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: 2 * 128 * 2 ** log2N * r * p };
  return new Promise((resolve, reject) => {
    scrypt(contrasena.normalize('NFC'), sal, LARGO_HASH, opciones, (error, clave) =>
      error ? reject(error) : resolve(clave),
    );
  });
}

export async function hashPassword(contrasena: string, parametros = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const sal = randomBytes(LARGO_SAL);
  const hash = await derivar(contrasena, sal, parametros);
  const { log2N, r, p } = parametros;
  return ['scrypt', log2N, r, p, sal.toString('base64url'), hash.toString('base64url')].join('$');
}

function leerHash(codificado: string): { parametros: ScryptParams; sal: Buffer; hash: Buffer } | null {
  const partes = codificado.split('$');
  if (partes.length !== 6 || partes[0] !== 'scrypt') return null;
  const [log2N, r, p] = partes.slice(1, 4).map(Number);
  if (!log2N || !r || !p || log2N > LOG2N_MAXIMO || r > 32 || p > 16) return null;
  const hash = Buffer.from(partes[5] ?? '', 'base64url');
  if (hash.length !== LARGO_HASH) return null;
  return { parametros: { log2N, r, p }, sal: Buffer.from(partes[4] ?? '', 'base64url'), hash };
}

/** Constant-time comparison; a malformed hash never matches. */
export async function verifyPassword(contrasena: string, codificado: string): Promise<boolean> {
  const leido = leerHash(codificado);
  if (leido === null) return false;
  const calculado = await derivar(contrasena, leido.sal, leido.parametros);
  return timingSafeEqual(calculado, leido.hash);
}

import { API_CSP, securityHeaders } from '@/lib/auth/security-headers';
import { errorBodySchema } from '@/lib/fleet/schemas/error-body';
import type { RawAnswer, RawRequest } from './raw-http';

/**
 * Requests no browser of ours would send, for the fuzz spec (e2e/api-fuzz.spec.ts) and the fuzz
 * bench (bench/api-fuzz.ts): unknown and malformed ids, every other method, random and broken
 * query strings, `//` and `..` paths; and the rules every answer must keep whatever it was asked.
 */
export interface FuzzCase extends RawRequest {
  /** What this request must answer, when that is known (an unknown id: its 404 code). */
  expect?: { status: number; codigo?: string };
}

/** Who asks: the cookie sent, and what that user may see. */
export interface Caller {
  name: string;
  cookie: string | null;
  /** May open `/api/estado` (the key's status). */
  admin: boolean;
  /** A vehicle of a client this user may not see, when there is one. */
  foreignVehicle: string | null;
  foreignClient: string | null;
}

/** A small deterministic generator (mulberry32): a failing run is replayed with its seed. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** The API's parameters (cliente, vehiculos, desde, hasta, tipos) and names nobody declared. */
const NAMES = ['cliente', 'vehiculos', 'desde', 'hasta', 'tipos', 'x', 'limit', '__proto__', 'constructor', 'cliente[]', '%', '%zz', 'desde%00', ''];
const VALUES = [
  'cli_1001',
  'cli_9999',
  'veh_1',
  'veh_1,veh_2',
  'panico',
  'panico,exceso_velocidad',
  '2026-01-01T00:00:00-03:00',
  '2026-13-45',
  'mañana',
  '',
  ',',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%FF%FE',
  '..%2f..%2f',
  '<script>alert(1)</script>',
  '1e400',
  '-1',
  'true',
  'null',
  '[]',
  '{}',
  'toString',
];

function randomValue(random: () => number): string {
  const roll = random();
  if (roll < 0.05) return 'x'.repeat(6_000 + Math.floor(random() * 6_000));
  if (roll < 0.1) return Array.from({ length: 200 + Math.floor(random() * 3_000) }, (_, i) => `veh_${i}`).join(',');
  if (roll < 0.2) return random().toString(36).slice(2);
  return pick(random, VALUES);
}

/** A query string of 1 to 4 parameters, names and values as written (already "encoded", broken or not). */
export function randomQuery(random: () => number): string {
  const parts = Array.from({ length: 1 + Math.floor(random() * 4) }, () => `${pick(random, NAMES)}=${randomValue(random)}`);
  return parts.join(random() < 0.1 ? '&&' : '&');
}

export const MALFORMED_IDS = ['abc', 'veh_', 'veh_a%2Fb', 'veh_%00', '%E0%A4%A', '%', `veh_${'x'.repeat(80)}`, 'cli_1001', 'veh_%ZZ', 'veh_..'];
export const UNKNOWN_VEHICLES = ['veh_1', 'veh_0', 'veh_zz9', 'veh_999999999'];
const OTHER_METHODS = ['PUT', 'PATCH', 'HEAD', 'OPTIONS', 'POST', 'DELETE'];
/** The one route that takes more than GET: sign in (POST), who am I (GET), sign out (DELETE). */
const SESSION_METHODS = ['GET', 'POST', 'DELETE'];
/** Routes filtered by `cliente` and `vehiculos`. */
const FILTERED = new Set(['/api/posiciones', '/api/vehiculos', '/api/eventos', '/api/eventos/stream']);

/** What a signed-in user with access to the route answers, else what the sign-in check answers. */
function guarded(caller: Caller, template: string, status: number, codigo: string): FuzzCase['expect'] {
  if (caller.cookie === null) return { status: 401, codigo: 'sesion_requerida' };
  if (template === '/api/estado' && !caller.admin) return { status: 403, codigo: 'acceso_denegado' };
  return { status, codigo };
}

/** The cases of one route that expect a known answer: unknown, out-of-scope and malformed ids, other methods. */
export function knownCases(template: string, caller: Caller): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const at = (id: string) => template.replace('[id]', id);
  if (template.includes('[id]')) {
    const unknown = caller.foreignVehicle ? [...UNKNOWN_VEHICLES, caller.foreignVehicle] : UNKNOWN_VEHICLES;
    for (const id of unknown) cases.push({ method: 'GET', path: at(id), expect: guarded(caller, template, 404, 'vehiculo_inexistente') });
    for (const id of MALFORMED_IDS) cases.push({ method: 'GET', path: at(id), expect: guarded(caller, template, 400, 'parametro_invalido') });
  }
  const path = at('veh_1');
  if (FILTERED.has(template)) {
    const clients = caller.foreignClient ? ['cli_9999', caller.foreignClient] : ['cli_9999'];
    for (const cliente of clients) cases.push({ method: 'GET', path: `${path}?cliente=${cliente}`, expect: guarded(caller, template, 404, 'cliente_inexistente') });
    const vehicles = caller.foreignVehicle ? ['veh_1', caller.foreignVehicle] : ['veh_1'];
    for (const vehiculo of vehicles) cases.push({ method: 'GET', path: `${path}?vehiculos=${vehiculo}`, expect: guarded(caller, template, 404, 'vehiculo_inexistente') });
  }
  const allowed = template === '/api/sesion' ? SESSION_METHODS : ['GET'];
  for (const method of OTHER_METHODS.filter((m) => !allowed.includes(m))) {
    cases.push({ method, path, expect: { status: 405, codigo: 'metodo_no_permitido' }, body: method === 'POST' ? '{}' : undefined });
  }
  return cases;
}

/** Odd paths in and around `/api` and the pages. */
export const ODD_PATHS = [
  '/api',
  '/api/',
  '/api/nada',
  '/api//posiciones',
  '//api/posiciones',
  '/api/posiciones/',
  '/api/../api/posiciones',
  '/api/x/../posiciones',
  '/api/%2e%2e/api/posiciones',
  '/api/vehiculos/..%2f..%2fposiciones',
  '/api/vehiculos/veh_1/otra',
  '/api/vehiculos/veh_1/recorrido/',
  '/api/%E0%A4%A',
  '/api/posiciones%00',
  '//',
  '///',
  '//recorrido',
  '/recorrido/',
  '/a/../clave',
  '/%2e%2e/clave',
  '/nada',
  '/_next/static/nada.js',
  '/_next/%2e%2e/package.json',
  '/favicon.ico',
];

export const PAGES = ['/', '/recorrido', '/eventos', '/eventos/en-vivo', '/clave', '/ingresar'];

/** Any request at all: a route or page with a random query, an odd path, a random method now and then. */
export function randomCase(random: () => number, templates: readonly string[]): FuzzCase {
  const roll = random();
  const method = random() < 0.1 ? pick(random, OTHER_METHODS) : 'GET';
  if (roll < 0.15) return { method, path: pick(random, ODD_PATHS) };
  if (roll < 0.3) return { method: 'GET', path: `${pick(random, PAGES)}?${randomQuery(random)}` };
  const template = pick(random, templates);
  const id = random() < 0.5 ? pick(random, UNKNOWN_VEHICLES) : random() < 0.5 ? pick(random, MALFORMED_IDS) : 'veh_100001';
  return { method, path: `${template.replace('[id]', id)}?${randomQuery(random)}` };
}

/** How each answer kept the rules; the fuzz bench prints these counts. */
export interface Tally {
  sent: number;
  serverErrors: number;
  clientErrorsInShape: number;
  clientErrorsOutOfShape: number;
  missingSecurityHeaders: number;
  /** Answers no HTTP client could read. */
  unreadable: number;
  unexpected: number;
}

export const emptyTally = (): Tally => ({
  sent: 0,
  serverErrors: 0,
  clientErrorsInShape: 0,
  clientErrorsOutOfShape: 0,
  missingSecurityHeaders: 0,
  unreadable: 0,
  unexpected: 0,
});

const header = (answer: RawAnswer, name: string) => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** Whether a path lands on `/api` (as the server reads it: dot segments resolved, `//` kept). */
export function isApiPath(path: string): boolean {
  const pathname = new URL(`http://flota.test${path.startsWith('/') ? path : `/${path}`}`).pathname;
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The broken rules of one answer, in words; empty when it kept them all. Counts them in `tally`. */
export function judge(request: FuzzCase, answer: RawAnswer, tally: Tally): string[] {
  const problems: string[] = [];
  const what = `${request.method} ${request.path.slice(0, 100)} → ${answer.status}`;
  tally.sent++;
  if (answer.status === 0) {
    tally.unreadable++;
    return [`${what}: ${answer.body}`];
  }
  if (answer.status >= 500) {
    tally.serverErrors++;
    problems.push(`${what}: a server error (${answer.body.slice(0, 200)})`);
  }
  const missing = Object.entries(securityHeaders(false))
    .filter(([name, value]) => header(answer, name.toLowerCase()) !== value)
    .map(([name]) => name);
  const solicitud = header(answer, 'x-solicitud');
  if (!/^flo_[0-9a-f]{20}$/.test(solicitud ?? '')) missing.push('X-Solicitud');
  const api = isApiPath(request.path);
  if (api && header(answer, 'content-security-policy') !== API_CSP) missing.push('Content-Security-Policy');
  if (!api && /^text\/html/.test(header(answer, 'content-type') ?? '') && !/'nonce-/.test(header(answer, 'content-security-policy') ?? '')) {
    missing.push('Content-Security-Policy (page)');
  }
  if (missing.length > 0) {
    tally.missingSecurityHeaders++;
    problems.push(`${what}: without ${missing.join(', ')}`);
  }
  if (api && answer.status >= 400) {
    const shaped = request.method === 'HEAD' ? /^application\/json/.test(header(answer, 'content-type') ?? '') : inShape(answer);
    if (shaped) tally.clientErrorsInShape++;
    else {
      tally.clientErrorsOutOfShape++;
      problems.push(`${what}: not in the error shape (${answer.body.slice(0, 200)})`);
    }
    if (answer.status === 405 && !header(answer, 'allow')) problems.push(`${what}: a 405 without Allow`);
  }
  if (request.expect) {
    const codigo = request.method === 'HEAD' ? undefined : codigoOf(answer);
    const wrongCode = request.expect.codigo !== undefined && request.method !== 'HEAD' && codigo !== request.expect.codigo;
    if (answer.status !== request.expect.status || wrongCode) {
      tally.unexpected++;
      problems.push(`${what} ${codigo ?? ''}: expected ${request.expect.status} ${request.expect.codigo ?? ''}`);
    }
  }
  return problems;
}

/** The error shape, with a request id to quote: ours, or the Fleet API's when the error is its own. */
function inShape(answer: RawAnswer): boolean {
  try {
    const body = errorBodySchema.safeParse(JSON.parse(answer.body));
    return body.success && body.data.error.solicitud !== '' && body.data.error.mensaje !== '';
  } catch {
    return false;
  }
}

function codigoOf(answer: RawAnswer): string | undefined {
  try {
    return errorBodySchema.safeParse(JSON.parse(answer.body)).data?.error.codigo;
  } catch {
    return undefined;
  }
}

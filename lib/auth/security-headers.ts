/**
 * The headers every answer carries. The pages' Content-Security-Policy allows what Next and
 * MapLibre need and nothing more: scripts only with the request's nonce ('strict-dynamic' lets
 * them load their own chunks); workers only from this origin (MapLibre's comes from
 * `/maplibre-worker`, which it starts directly, no blob: wrapper, being same-origin); images
 * from data: (MapLibre's control icons) and blob: (its decoded images); fetches (tiles,
 * glyphs, `/api`, SSE) to this origin plus any basemap origin configured.
 * Styles keep 'unsafe-inline' because React and MapLibre set style attributes on elements.
 */
export interface CspOptions {
  nonce: string;
  desarrollo: boolean;
  https: boolean;
  origenesConexion: readonly string[];
}

export function pageCsp({ nonce, desarrollo, https, origenesConexion }: CspOptions): string {
  const directivas = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${desarrollo ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ['connect-src', "'self'", ...origenesConexion].join(' '),
    "worker-src 'self'",
    // Safari before 15.5 read workers from child-src; frames stay closed by frame-src.
    "child-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directivas.push('upgrade-insecure-requests');
  return directivas.join('; ');
}

/** JSON and event streams are never documents: they may load nothing and be framed nowhere. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * Puts on an answer what every answer carries: the security headers, the request's id and, but
 * for static files (`csp` null), its policy. The server does it for every answer: the API's
 * router (app/api/router.ts) with API_CSP, server/request-handler.ts before Next answers.
 */
export function applySecurityHeaders(headers: Headers, { https, solicitud, csp }: { https: boolean; solicitud: string; csp: string | null }): void {
  for (const [nombre, valor] of Object.entries(securityHeaders(https))) headers.set(nombre, valor);
  headers.set('X-Solicitud', solicitud);
  if (csp !== null) headers.set('Content-Security-Policy', csp);
}

export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64');
}

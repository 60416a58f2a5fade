import type { ErrorBody } from '@/lib/fleet/schemas/error-body';

/** Flota's own answers about sign-in and access, in the API's error shape. */
export const ERRORES_ACCESO = {
  sesion_requerida: { status: 401, mensaje: 'Tu sesión no está iniciada o venció. Ingresá de nuevo.' },
  credenciales_invalidas: { status: 401, mensaje: 'Usuario o contraseña incorrectos.' },
  acceso_denegado: { status: 403, mensaje: 'Tu rol no tiene acceso a esta información.' },
  origen_no_permitido: { status: 403, mensaje: 'La solicitud no vino de una página de Flota.' },
  ruta_inexistente: { status: 404, mensaje: 'La ruta no existe.' },
  parametro_invalido: { status: 400, mensaje: 'Ingresá tu usuario y tu contraseña.' },
  demasiados_intentos: { status: 429, mensaje: 'Demasiados intentos fallidos.' },
} as const satisfies Record<string, { status: number; mensaje: string }>;

export type CodigoAcceso = keyof typeof ERRORES_ACCESO;

export function accessError(
  codigo: CodigoAcceso,
  solicitud: string,
  { mensaje, headers }: { mensaje?: string; headers?: HeadersInit } = {},
): Response {
  const { status, mensaje: porDefecto } = ERRORES_ACCESO[codigo];
  const cuerpo: ErrorBody = { error: { codigo, mensaje: mensaje ?? porDefecto, solicitud } };
  return Response.json(cuerpo, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

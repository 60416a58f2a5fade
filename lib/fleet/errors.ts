/**
 * The one error catalogue: every `codigo` an answer may carry, with its HTTP status and its
 * Spanish message. Plain data (no zod), so that the browser's explanations use it too.
 *
 * Two voices, one table each: the Fleet API's codes as the API answers them (the embedded API
 * answers exactly these), and Flota's own /api, which answers the API's codes that concern a
 * person as they are and adds codes of its own. A code means one thing everywhere: Flota's own
 * meanings (a sign-in form left empty, a sign-in lock-out) have codes of their own, never the
 * API's (`parametro_invalido`, `demasiados_intentos` keep the API's meaning).
 */
interface Entry {
  status: number;
  mensaje: string;
}

/** The Fleet API's codes (docs/fleet-api.md#errors), with the status and default message it answers them with. */
export const ERROR_CODES = {
  parametro_invalido: { status: 400, mensaje: 'Un parámetro tiene un formato inválido.' },
  rango_invalido: { status: 400, mensaje: 'El rango de fechas no es válido.' },
  demasiados_vehiculos: { status: 400, mensaje: 'La consulta abarca más de 500 vehículos.' },
  no_autenticado: { status: 401, mensaje: 'Falta la cabecera Authorization.' },
  clave_invalida: { status: 401, mensaje: 'La clave no existe o está mal escrita.' },
  clave_vencida: { status: 401, mensaje: 'La clave está vencida.' },
  clave_revocada: { status: 401, mensaje: 'La clave fue revocada.' },
  clave_pausada: { status: 403, mensaje: 'La clave está pausada temporalmente.' },
  ip_no_autorizada: { status: 403, mensaje: 'La clave no está autorizada desde esta IP.' },
  sin_permiso: { status: 403, mensaje: 'La clave no tiene el permiso que requiere esta ruta.' },
  vehiculo_inexistente: { status: 404, mensaje: 'El vehículo no existe.' },
  cliente_inexistente: { status: 404, mensaje: 'El cliente no existe.' },
  sin_posicion: { status: 404, mensaje: 'El vehículo todavía no reportó ninguna posición.' },
  ruta_inexistente: { status: 404, mensaje: 'La ruta no existe.' },
  metodo_no_permitido: { status: 405, mensaje: 'Solo se permite el método GET.' },
  demasiadas_solicitudes: { status: 429, mensaje: 'Se superó el límite de solicitudes.' },
  demasiados_intentos: { status: 429, mensaje: 'Demasiadas claves inválidas desde esta IP.' },
  error_interno: { status: 500, mensaje: 'Error inesperado.' },
  no_disponible: { status: 501, mensaje: 'Esa consulta no está disponible para ese vehículo.' },
  servicio_no_disponible: { status: 503, mensaje: 'El servicio de posicionamiento no respondió.' },
} as const satisfies Record<string, Entry>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Codes of Flota's own: who is asking (sign-in, roles, scope), the request itself, and what the
 * browser tells about its own connection (status 0: no answer came).
 */
const FLOTA_OWN = {
  sesion_requerida: { status: 401, mensaje: 'Tu sesión no está iniciada o venció. Ingresá de nuevo.' },
  credenciales_invalidas: { status: 401, mensaje: 'Usuario o contraseña incorrectos.' },
  credenciales_incompletas: { status: 400, mensaje: 'Ingresá tu usuario y tu contraseña.' },
  ingreso_bloqueado: { status: 429, mensaje: 'Demasiados intentos fallidos. Por seguridad, probá de nuevo en unos minutos.' },
  ingreso_no_disponible: { status: 503, mensaje: 'El ingreso no está disponible en este momento. Probá de nuevo en unos segundos.' },
  acceso_denegado: { status: 403, mensaje: 'Tu rol no tiene acceso a esta información.' },
  origen_no_permitido: { status: 403, mensaje: 'La solicitud no vino de una página de Flota.' },
  sin_clientes: {
    status: 403,
    mensaje: 'Tu usuario no tiene ningún cliente que la clave de este servidor vea: pedile al administrador de Flota que lo revise.',
  },
  sin_almacenamiento: {
    status: 503,
    mensaje: 'Este servidor de Flota no tiene almacenamiento, y los informes se arman con los días que guarda: pedile al administrador que lo configure.',
  },
  solicitud_invalida: { status: 400, mensaje: 'La solicitud está mal formada.' },
  solicitud_vencida: { status: 408, mensaje: 'La solicitud tardó demasiado en llegar.' },
  solicitud_demasiado_grande: { status: 413, mensaje: 'El cuerpo de la solicitud es demasiado grande.' },
  cabeceras_demasiado_grandes: { status: 431, mensaje: 'La dirección o las cabeceras de la solicitud son demasiado largas.' },
  respuesta_invalida: { status: 502, mensaje: 'Llegaron datos con un formato inesperado.' },
  sin_conexion: { status: 0, mensaje: 'No se pudo conectar con el servidor de Flota.' },
  conexion_cerrada: { status: 0, mensaje: 'El servidor cerró la conexión; reconectando.' },
  respuesta_incompleta: { status: 0, mensaje: 'La consulta se cortó antes de terminar. Probá de nuevo.' },
} as const satisfies Record<string, Entry>;

/**
 * The API's codes that reach a person differently through Flota: a problem of the server's key
 * is the administrator's to fix, not the person's (502, and whom to ask); the API's lock-out for
 * invalid keys locks the server out, not the browser.
 */
const THROUGH_FLOTA: Partial<Record<ErrorCode, Entry>> = {
  no_autenticado: { status: 502, mensaje: 'El servidor de Flota no envió ninguna clave al Fleet API: pedile al administrador que configure FLEET_API_KEY.' },
  clave_invalida: { status: 502, mensaje: 'La clave del servidor no es válida: pedile al administrador que la revise.' },
  clave_vencida: { status: 502, mensaje: 'La clave del servidor está vencida: pedile al administrador una nueva.' },
  clave_revocada: { status: 502, mensaje: 'La clave del servidor fue revocada: pedile al administrador una nueva.' },
  clave_pausada: { status: 502, mensaje: 'La clave del servidor está pausada por el proveedor: consultá al administrador.' },
  ip_no_autorizada: {
    status: 502,
    mensaje: 'El Fleet API no acepta la clave desde la dirección IP de este servidor: pedile al administrador que la habilite.',
  },
  demasiados_intentos: { status: 502, mensaje: 'El Fleet API bloqueó a este servidor por demasiadas claves inválidas: esperá 10 minutos.' },
  sin_permiso: { status: 403, mensaje: 'La clave del servidor no tiene el permiso que requiere esta consulta: pedile al administrador que lo agregue.' },
  error_interno: { status: 500, mensaje: 'Error inesperado en el servidor de Flota.' },
};

export type FlotaErrorCode = ErrorCode | keyof typeof FLOTA_OWN;

/** Upstream key states the UI explains to people instead of showing a generic failure. */
export const KEY_PROBLEM_CODES = [
  'clave_invalida',
  'clave_vencida',
  'clave_revocada',
  'clave_pausada',
  'ip_no_autorizada',
  'sin_permiso',
] as const satisfies readonly ErrorCode[];

/** Codes Flota's sign-in answers with (the form shows their message). */
export const SIGN_IN_CODES = [
  'credenciales_invalidas',
  'credenciales_incompletas',
  'ingreso_bloqueado',
  'ingreso_no_disponible',
  'origen_no_permitido',
] as const satisfies readonly FlotaErrorCode[];

export function isErrorCode(codigo: string): codigo is ErrorCode {
  return Object.hasOwn(ERROR_CODES, codigo);
}

export function isFlotaErrorCode(codigo: string): codigo is FlotaErrorCode {
  return Object.hasOwn(FLOTA_OWN, codigo) || isErrorCode(codigo);
}

/** The status the Fleet API answers a code with. */
export function statusOf(codigo: ErrorCode): number {
  return ERROR_CODES[codigo].status;
}

/** An API code that tells of a problem with the server's key (Flota answers it 502: the administrator's to fix). */
export function isServerKeyProblem(codigo: string): codigo is ErrorCode {
  return isErrorCode(codigo) && THROUGH_FLOTA[codigo]?.status === 502;
}

/** What Flota's /api answers for a code: its status and what it tells a person. */
export function flotaError(codigo: FlotaErrorCode): Entry {
  if (Object.hasOwn(FLOTA_OWN, codigo)) return FLOTA_OWN[codigo as keyof typeof FLOTA_OWN];
  return THROUGH_FLOTA[codigo as ErrorCode] ?? ERROR_CODES[codigo as ErrorCode];
}

/** An answer's error body (`{ error: { codigo, mensaje, solicitud } }`), in the catalogue's words unless told others. */
export function errorBody(codigo: FlotaErrorCode, solicitud: string, mensaje?: string): { error: { codigo: string; mensaje: string; solicitud: string } } {
  return { error: { codigo, mensaje: mensaje ?? flotaError(codigo).mensaje, solicitud } };
}

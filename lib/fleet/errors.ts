/** Error codes of fleet-api.md §7 with their HTTP status and a default Spanish message. */
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
} as const satisfies Record<string, { status: number; mensaje: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(codigo: string): codigo is ErrorCode {
  return Object.hasOwn(ERROR_CODES, codigo);
}

export function statusOf(codigo: ErrorCode): number {
  return ERROR_CODES[codigo].status;
}

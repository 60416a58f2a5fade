import 'server-only';

/** A driver's or the system's code (ECONNREFUSED, 57P01), never a message: one may quote a connection string. */
export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/i.test(code)) return code;
  return error instanceof Error ? error.name : 'desconocido';
}

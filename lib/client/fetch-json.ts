import type { z } from 'zod';
import { FlotaApiError } from './api-error';
import { learnFromResponse } from './fleet-clock';

/** GETs one of our `/api` routes and validates its answer; errors become `FlotaApiError`. */
export async function fetchJson<T extends z.ZodType>(
  url: string,
  schema: T,
  init?: RequestInit,
): Promise<z.infer<T>> {
  let response: Response;
  const sentAt = Date.now();
  try {
    response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init?.headers } });
  } catch {
    throw new FlotaApiError(0, 'sin_conexion', 'No se pudo conectar con el servidor de Flota.');
  }
  learnFromResponse(response, sentAt);
  if (!response.ok) throw await FlotaApiError.fromResponse(response);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) {
    throw new FlotaApiError(response.status, 'respuesta_invalida', 'El servidor respondió datos con un formato inesperado.');
  }
  return parsed.data;
}

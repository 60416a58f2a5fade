import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ErrorBody } from '@/lib/fleet/schemas/error-body';
import type { SimError } from './sim-error';

/**
 * What a handler produces: the body is already JSON text, so big lists are serialised once. A
 * long body may come in pieces, written one after another, so that a route of tens of thousands
 * of points is never copied into one more string.
 */
export interface Answer {
  status: number;
  body: string | readonly string[];
  headers: Record<string, string>;
}

export function jsonAnswer(value: unknown, status = 200): Answer {
  return { status, body: JSON.stringify(value), headers: {} };
}

export function rawJsonAnswer(body: string | readonly string[]): Answer {
  return { status: 200, body, headers: {} };
}

/** Every error carries a fresh request id the caller can quote to the operator. */
export function errorAnswer(error: SimError): Answer {
  const body: ErrorBody = { error: { codigo: error.codigo, mensaje: error.message, solicitud: newRequestId() } };
  return { status: error.status, body: JSON.stringify(body), headers: { ...error.headers } };
}

export function newRequestId(): string {
  return `sol_${randomUUID().replaceAll('-', '')}`;
}

export function writeAnswer(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...answer.headers,
  });
  if (typeof answer.body === 'string') {
    res.end(answer.body);
    return;
  }
  for (const piece of answer.body) res.write(piece);
  res.end();
}

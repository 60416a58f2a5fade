import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ErrorBody } from '@/lib/fleet/schemas/error-body';
import type { SimError } from './sim-error';

/**
 * What a handler produces: JSON text. A long body comes as pieces made while they are written,
 * at the pace the client reads them, so that a route of tens of thousands of points or a week
 * of events of 500 vehicles never sits whole in memory. A piece may be text already in UTF-8;
 * its bytes are handed to the socket before the next piece is asked for, so a maker of pieces
 * may fill the same buffer again.
 */
export type BodyPieces = Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>;

export interface Answer {
  status: number;
  body: string | BodyPieces;
  headers: Record<string, string>;
  /** Settles when the data behind a body still being made is all computed (it never rejects). */
  computing?: Promise<void>;
}

export function jsonAnswer(value: unknown, status = 200): Answer {
  return { status, body: JSON.stringify(value), headers: {} };
}

export function rawJsonAnswer(body: string | BodyPieces): Answer {
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

export async function writeAnswer(res: ServerResponse, answer: Answer): Promise<void> {
  res.writeHead(answer.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...answer.headers,
  });
  if (typeof answer.body === 'string') {
    res.end(answer.body);
    return;
  }
  for await (const piece of answer.body) {
    if (res.destroyed) return;
    await writtenOrClosed(res, piece);
  }
  res.end();
}

/** Resolves once the piece has left for the socket (or the client has gone). */
function writtenOrClosed(res: ServerResponse, piece: string | Uint8Array): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('close', done);
      resolve();
    };
    res.on('close', done);
    res.write(piece, done);
  });
}

// Type-only: the list itself would bring zod's schemas into the map page's bundle.
import type { KEY_PROBLEM_CODES } from '@/lib/fleet/flota-api';

export type KeyProblem = (typeof KEY_PROBLEM_CODES)[number];

const KEY_PROBLEMS: ReadonlySet<string> = new Set<KeyProblem>([
  'sin_permiso',
  'clave_invalida',
  'clave_vencida',
  'clave_revocada',
  'clave_pausada',
  'ip_no_autorizada',
]);

/**
 * Whether a `codigo` is an upstream key problem, which the UI explains to people (title and text
 * in the `KeyProblems` messages) instead of showing a generic failure.
 */
export function isKeyProblem(codigo: string): codigo is KeyProblem {
  return KEY_PROBLEMS.has(codigo);
}

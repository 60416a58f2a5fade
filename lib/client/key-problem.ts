import { KEY_PROBLEM_CODES } from '@/lib/fleet/errors';

export type KeyProblem = (typeof KEY_PROBLEM_CODES)[number];

const KEY_PROBLEMS: ReadonlySet<string> = new Set(KEY_PROBLEM_CODES);

/**
 * Whether a `codigo` is an upstream key problem, which the UI explains to people (title and text
 * in the `KeyProblems` messages) instead of showing a generic failure.
 */
export function isKeyProblem(codigo: string): codigo is KeyProblem {
  return KEY_PROBLEMS.has(codigo);
}

import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { WAIT_ON_REAL_MINUTES } from './long-files-first';

it('names files that exist: a renamed one would go back to starting last', () => {
  expect(WAIT_ON_REAL_MINUTES.filter((path) => !existsSync(path))).toEqual([]);
});

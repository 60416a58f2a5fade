import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that wait on real minutes (the key's unit window turning over), whatever the machine.
 * Paths from the repository's root.
 */
export const WAIT_ON_REAL_MINUTES = ['app/api/__tests__/small-budget.test.ts'];

/**
 * Vitest's order, with the files that wait on real minutes first. On a fresh clone Vitest knows
 * no file's duration and starts the largest files first: a short file that waits two minutes
 * started last, and the run waited for it alone with the other worker idle.
 */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waits = (file: TestSpecification) => WAIT_ON_REAL_MINUTES.some((path) => file.moduleId.endsWith(`/${path}`));
    return [...sorted.filter(waits), ...sorted.filter((file) => !waits(file))];
  }
}

import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Whoever clones the repository has only the repository: its README, comments and docs point
 * to its own `docs/`, never to a folder beside the clone or to numbered sections of a
 * description they do not have.
 */
const SELF = 'lib/testing/repo-stands-alone.test.ts';

const POINTERS_OUTSIDE: [string, RegExp][] = [
  ['a folder beside the clone', /\.\.\/shared\b/],
  ['an absolute path to a shared folder', /(^|[\s`'"(])\/[\w.-]+\/shared\//m],
  ['the outside spec folder', /spec\/(fleet|embedded)-api/],
  ['a numbered section of an outside description', /(?<!RFC \d{3,5} )§\s?\d/],
  ['a description not under docs/', /(?<![\w/])(fleet|embedded)-api\.md/],
];

function trackedTextFiles(): { file: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  return files
    .filter((file) => file !== SELF && file !== 'package-lock.json' && statSync(file, { throwIfNoEntry: false })?.isFile())
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => !text.includes('\0'));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))));
}

describe('the repository stands alone', () => {
  const files = trackedTextFiles();

  it('points nowhere outside itself', () => {
    expect(files.length).toBeGreaterThan(300);
    const outside = files.flatMap(({ file, text }) => {
      if (file.startsWith('docs/')) return [];
      return POINTERS_OUTSIDE.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${file}: ${what}`);
    });
    expect(outside).toEqual([]);
  });

  it('cites headings of docs/ that exist', () => {
    const anchors = { 'fleet-api': anchorsIn('docs/fleet-api.md'), 'embedded-api': anchorsIn('docs/embedded-api.md') };
    let cited = 0;
    const broken = files.flatMap(({ file, text }) => {
      const across = [...text.matchAll(/(fleet-api|embedded-api)\.md#([\p{L}\p{N}_-]+)/gu)].flatMap(([, name, anchor]) => {
        cited += 1;
        return anchors[name as keyof typeof anchors].has(anchor!) ? [] : [`${file}: ${name}.md#${anchor}`];
      });
      // A doc's links to its own headings.
      const own = file.startsWith('docs/') ? anchors[file.slice(5, -3) as keyof typeof anchors] : undefined;
      const within = own
        ? [...text.matchAll(/\]\(#([\p{L}\p{N}_-]+)\)/gu)].flatMap(([, anchor]) => {
            cited += 1;
            return own.has(anchor!) ? [] : [`${file}: #${anchor}`];
          })
        : [];
      return [...across, ...within];
    });
    expect(broken).toEqual([]);
    expect(cited).toBeGreaterThan(40);
  });
});

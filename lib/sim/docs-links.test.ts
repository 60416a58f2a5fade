import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(ts|md)$/.test(entry.name) ? [path] : [];
  });
}

const DOCS = ['fleet-api', 'embedded-api'];
const anchors = new Map(DOCS.map((name) => [name, anchorsIn(`docs/${name}.md`)]));

describe('citations of docs/', () => {
  it('name headings that exist, from the code, its README and the docs themselves', () => {
    const sources = [
      ...filesUnder('lib/sim'),
      ...readdirSync('bench').filter((name) => /^sim.*\.ts$/.test(name)).map((name) => `bench/${name}`),
      ...DOCS.map((name) => `docs/${name}.md`),
    ];
    const broken: string[] = [];
    let cited = 0;
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const [, name, anchor] of text.matchAll(/(fleet-api|embedded-api)\.md#([\p{L}\p{N}_-]+)/gu)) {
        cited += 1;
        if (!anchors.get(name!)!.has(anchor!)) broken.push(`${file}: ${name}.md#${anchor}`);
      }
      // Links inside a doc to its own headings.
      if (file.startsWith('docs/')) {
        const own = anchors.get(file.slice(5, -3))!;
        for (const [, anchor] of text.matchAll(/\]\(#([\p{L}\p{N}_-]+)\)/gu)) {
          cited += 1;
          if (!own.has(anchor!)) broken.push(`${file}: #${anchor}`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(cited).toBeGreaterThan(30);
  });

  it('never point outside the repository', () => {
    const sources = [...filesUnder('lib/sim'), ...DOCS.map((name) => `docs/${name}.md`)];
    const outside = sources.filter((file) => /\.\.\/shared|spec\/(fleet|embedded)-api/.test(readFileSync(file, 'utf8')));
    expect(outside).toEqual([]);
  });
});

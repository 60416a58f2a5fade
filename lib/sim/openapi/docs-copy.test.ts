import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiAnswer, openApiDocsText } from './document';

describe('docs/openapi.json', () => {
  const committed = readFileSync('docs/openapi.json', 'utf8');

  it('is what the code generates (run `npm run docs:openapi` after changing the API)', () => {
    expect(committed === openApiDocsText(), 'docs/openapi.json is stale: run `npm run docs:openapi`').toBe(true);
  });

  it('is the document the service serves at /v1/openapi.json, for its default address', () => {
    const served = openApiAnswer('127.0.0.1:4010').body as string;
    expect(JSON.parse(served)).toEqual(JSON.parse(committed));
  });
});

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The rooms' rules are the linter's (eslint.config.mjs): here the project's own config lints small
 * files placed in each room, so that a rule that stops applying (a renamed folder, a dropped
 * plugin) fails a test instead of silently allowing every import.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function crossings(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

const FORBIDDEN: [string, string][] = [
  ['lib/fleet/fixture.ts', "import '@/lib/gateway/gateway';"],
  ['lib/fleet/fixture.ts', "import '../gateway/gateway';"],
  ['lib/client/fixture.ts', "import '@/lib/gateway/gateway';"],
  ['lib/client/fixture.ts', "import '@/lib/env/server';"],
  ['components/fixture.tsx', "import '@/lib/sim/server';"],
  ['components/fixture.tsx', "import '@/lib/auth/current-user';"],
  ['app/fixture/page.tsx', "import '@/lib/gateway/gateway';"],
  ['app/fixture/page.tsx', "import '@/lib/store/shared-store';"],
  ['lib/gateway/fixture.ts', "import '@/lib/auth/session';"],
  ['lib/store/fixture.ts', "import '@/lib/auth/config';"],
  ['lib/sim/fixture.ts', "import '@/lib/gateway/gateway';"],
  ['server/fixture.ts', "import '@/lib/sim/server';"],
  ['lib/env/fixture.ts', "import '@/lib/fleet/time';"],
  ['components/fixture.tsx', "import '@/i18n/request-locale';"],
  ['lib/client/fixture.ts', "import '@/i18n/catalogues';"],
];

const ALLOWED: [string, string][] = [
  ['lib/gateway/fixture.ts', "import '@/lib/auth/client-scope';\nimport '@/lib/store/shared-store';\nimport '@/lib/env/server';"],
  ['components/fixture.tsx', "import '@/lib/auth/roles';\nimport '@/lib/client/query-client';\nimport '@/lib/env/public';"],
  ['server/embedded-api.ts', "import '@/lib/sim/server';"],
  ['components/fixture.tsx', "import '@/i18n/locales';\nimport '@/i18n/choose-language';"],
  ['lib/auth/fixture.ts', "import '@/i18n/resolve-locale';\nimport '@/i18n/catalogues';"],
  ['app/api/fixture.ts', "import '@/lib/gateway/gateway';\nimport '@/lib/auth/session';"],
  ['lib/fleet/fixture.test.ts', "import '@/lib/gateway/gateway';\nimport '@/lib/testing/gateway-harness';"],
];

describe('the architecture, as the linter enforces it', () => {
  // Loading the config (Next's rules, the TypeScript resolver) is most of the work, done once here.
  beforeAll(() => eslint.lintText("import '@/lib/fleet/time';\n", { filePath: 'lib/fleet/fixture.ts' }), 120_000);

  it.each(FORBIDDEN)('refuses %s: %s', async (filePath, source) => {
    expect(await crossings(filePath, source)).toEqual([expect.stringMatching(/no policy allowing/)]);
  });

  it('wants every folder of code in a room', async () => {
    const [result] = await eslint.lintText('export {};\n', { filePath: 'lib/newroom/fixture.ts' });
    expect(result!.messages.map((message) => message.ruleId)).toEqual(['boundaries/no-unknown-files']);
  });

  it.each(ALLOWED)('lets %s: %s', async (filePath, source) => {
    expect(await crossings(filePath, source)).toEqual([]);
  });
});

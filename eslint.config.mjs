import boundaries from 'eslint-plugin-boundaries';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The rooms of docs/architecture.md: a file belongs to the first folder that matches it.
 * `e2e`, `bench` and `scripts` are tools, `lib/testing` the tests' harnesses.
 */
const ROOMS = [
  { type: 'env', pattern: 'lib/env' },
  { type: 'fleet', pattern: 'lib/fleet' },
  { type: 'sim', pattern: 'lib/sim' },
  { type: 'gateway', pattern: 'lib/gateway' },
  { type: 'auth', pattern: 'lib/auth' },
  { type: 'store', pattern: 'lib/store' },
  { type: 'client', pattern: 'lib/client' },
  { type: 'testing', pattern: 'lib/testing' },
  { type: 'components', pattern: 'components' },
  { type: 'api', pattern: 'app/api' },
  { type: 'app', pattern: 'app' },
  { type: 'server', pattern: 'server' },
  { type: 'tools', pattern: '{e2e,bench,scripts}' },
];

/** Files with a part of their own inside a room, and the project's root files. */
const PARTS = [
  // The pure parts of lib/auth that the browser also needs: role names, page rules, the session's shape.
  {
    category: 'auth-shared',
    pattern: 'lib/auth/{roles,role-schema,users-schema,session-schema,page-policy,return-path,session-view}.ts',
  },
  { category: 'auth-scope', pattern: 'lib/auth/client-scope.ts' },
  { category: 'env-public', pattern: 'lib/env/public.ts' },
  // The one place the app starts the embedded Fleet API; the gateway reaches it over HTTP.
  { category: 'sim-start', pattern: 'server/embedded-api.ts' },
  { category: 'proxy', pattern: 'proxy.ts' },
  { category: 'browser-start', pattern: 'instrumentation-client.ts' },
  { category: 'next-config', pattern: 'next.config.ts' },
];

const room = (type) => ({ element: { type } });
const part = (category, type) => ({ ...(type && room(type)), file: { categories: category } });
const AUTH_SHARED = part('auth-shared', 'auth');
const AUTH_SCOPE = part('auth-scope', 'auth');
const ENV_PUBLIC = part('env-public', 'env');
const ENV_SERVER = room('env');

/** The arrows: what each room (or part) may import. Anything else is an error; npm packages are not rooms. */
const ARROWS = [
  [room('sim'), [room('fleet'), ENV_SERVER]],
  [room('gateway'), [room('fleet'), room('store'), AUTH_SCOPE, ENV_SERVER]],
  [AUTH_SCOPE, [AUTH_SHARED]],
  [AUTH_SHARED, [room('fleet'), AUTH_SHARED]],
  [room('auth'), [room('fleet'), room('store'), ENV_SERVER]],
  [room('store'), [room('fleet'), ENV_SERVER]],
  [room('client'), [room('fleet'), AUTH_SHARED, AUTH_SCOPE, ENV_PUBLIC]],
  [room('components'), [room('client'), room('fleet'), AUTH_SHARED, AUTH_SCOPE, ENV_PUBLIC]],
  [room('api'), [room('gateway'), room('auth'), room('fleet'), ENV_SERVER]],
  // Pages are server components: they may read who asks (lib/auth) and the server's settings,
  // which `server-only` keeps out of any browser bundle; never the gateway, the store or the sim.
  [room('app'), [room('components'), room('client'), room('fleet'), room('auth'), room('env')]],
  [part('sim-start', 'server'), [room('sim')]],
  [room('server'), [room('api'), room('gateway'), room('auth'), room('store'), room('fleet'), ENV_SERVER]],
  [part('proxy'), [room('auth')]],
  [part('browser-start'), [room('client'), room('components')]],
  [part('next-config'), [ENV_SERVER]],
  [room('testing'), ROOMS.map(({ type }) => room(type))],
  [room('tools'), ROOMS.map(({ type }) => room(type))],
];

/** Tests may reach anything (a real embedded API, the harnesses); the rooms' code may not. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/__tests__/**', 'lib/sim/test-support/**'];

const architecture = [
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true, project: './tsconfig.json' } },
      'boundaries/elements': ROOMS,
      'boundaries/files': PARTS,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: ARROWS.flatMap(([from, targets]) => targets.map((to) => ({ from, allow: { to } }))),
        },
      ],
    },
  },
  // A new folder of code must be given its room (and arrows) above before it can be imported.
  { files: ['{lib,app,components,server}/**/*.{ts,tsx}'], rules: { 'boundaries/no-unknown-files': 'error' } },
  { files: TESTS, rules: { 'boundaries/dependencies': 'off' } },
];

const config = [
  ...nextVitals,
  ...nextTs,
  ...architecture,
  { ignores: ['.next/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];

export default config;

import boundaries from 'eslint-plugin-boundaries';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import i18next from 'eslint-plugin-i18next';

/**
 * UI text lives in messages/*.json: a literal a person would read, written in a component's JSX
 * (text, or an attribute people read or hear), is an error. Arguments of calls are left alone
 * (message keys, paths), and so are strings with no letter in them (`✕`, `·`, `—`).
 */
const noLiteralUiText = {
  files: ['app/**/*.tsx', 'components/**/*.tsx'],
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': {
          include: ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder', 'title', 'placeholder', 'alt', 'label'],
        },
        callees: { exclude: ['.*'] },
        words: { exclude: [/^[^\p{L}]*$/u] },
      },
    ],
  },
};

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
  { type: 'i18n', pattern: 'i18n' },
  { type: 'tools', pattern: '{e2e,bench,scripts}' },
];

/** Files with a part of their own inside a room, and the project's root files. */
const PARTS = [
  // The pure parts of lib/auth that the browser also needs: role names, page rules, the session's shape.
  {
    category: 'auth-shared',
    pattern: 'lib/auth/{roles,role-schema,users-schema,session-schema,page-policy,return-path,session-view,language-cookie}.ts',
  },
  // The languages and how a request's is chosen: pure, for every room.
  { category: 'i18n-shared', pattern: 'i18n/{locales,accept-language,resolve-locale}.ts' },
  { category: 'i18n-catalogues', pattern: 'i18n/catalogues.ts' },
  // The header's language switch: a server action, of which a component holds only a reference.
  { category: 'i18n-action', pattern: 'i18n/choose-language.ts' },
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
const I18N_SHARED = part('i18n-shared', 'i18n');
const I18N_CATALOGUES = part('i18n-catalogues', 'i18n');

/** The arrows: what each room (or part) may import. Anything else is an error; npm packages are not rooms. */
const ARROWS = [
  [room('sim'), [room('fleet'), ENV_SERVER]],
  [room('gateway'), [room('fleet'), room('store'), AUTH_SCOPE, ENV_SERVER]],
  [AUTH_SCOPE, [AUTH_SHARED]],
  [AUTH_SHARED, [room('fleet'), AUTH_SHARED, I18N_SHARED]],
  [room('auth'), [room('fleet'), room('store'), ENV_SERVER, I18N_SHARED, I18N_CATALOGUES]],
  [I18N_SHARED, [AUTH_SHARED, I18N_SHARED]],
  [I18N_CATALOGUES, [I18N_SHARED]],
  // next-intl's request configuration and the server's half of languages: who asks, in what language.
  [room('i18n'), [room('i18n'), room('auth'), ENV_SERVER]],
  [room('store'), [room('fleet'), ENV_SERVER]],
  [room('client'), [room('fleet'), AUTH_SHARED, AUTH_SCOPE, ENV_PUBLIC, I18N_SHARED]],
  [room('components'), [room('client'), room('fleet'), AUTH_SHARED, AUTH_SCOPE, ENV_PUBLIC, I18N_SHARED, I18N_CATALOGUES, part('i18n-action', 'i18n')]],
  [room('api'), [room('gateway'), room('auth'), room('fleet'), ENV_SERVER]],
  // Pages are server components: they may read who asks (lib/auth) and the server's settings,
  // which `server-only` keeps out of any browser bundle; never the gateway, the store or the sim.
  [room('app'), [room('components'), room('client'), room('fleet'), room('auth'), room('env'), room('i18n')]],
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
  { files: ['{lib,app,components,server,i18n}/**/*.{ts,tsx}'], rules: { 'boundaries/no-unknown-files': 'error' } },
  { files: TESTS, rules: { 'boundaries/dependencies': 'off' } },
];

const config = [
  ...nextVitals,
  ...nextTs,
  ...architecture,
  noLiteralUiText,
  { ignores: ['.next/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];

export default config;

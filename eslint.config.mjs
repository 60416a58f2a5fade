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

const config = [
  ...nextVitals,
  ...nextTs,
  noLiteralUiText,
  { ignores: ['.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
];

export default config;

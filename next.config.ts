import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { checkPublicEnv } from './lib/env/build';

// The browser's variables are inlined at build: a bad one fails here (lib/env has the rest).
checkPublicEnv();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  compress: true,
};

// Messages are compiled at build time, so browsers get no ICU parser (i18n/request.ts loads them).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: ['es-AR', 'en'], precompile: true } },
});

export default withNextIntl(nextConfig);

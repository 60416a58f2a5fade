import createNextIntlPlugin from 'next-intl/plugin';

/** @type {import('next').NextConfig} */
const nextConfig = {
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

import type { NextConfig } from 'next';
import { checkPublicEnv } from './lib/env/build';

// The browser's variables are inlined at build: a bad one fails here (lib/env has the rest).
checkPublicEnv();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  compress: true,
};

export default nextConfig;

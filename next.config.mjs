/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  compress: true,
  // forbidden() answers 403 with app/forbidden.tsx for pages a role may not open.
  experimental: { authInterrupts: true },
};

export default nextConfig;

import type { NextRequest } from 'next/server';
import { guardPage } from '@/lib/auth/guard';

/** Every page passes here first: sign-in, roles per page, the page's CSP nonce (lib/auth/guard.ts). */
export function proxy(request: NextRequest): Promise<Response> {
  return guardPage(request);
}

/**
 * Pages only: the framework's files and the icon the sign-in page links to pass untouched (the
 * server gave them their security headers); anything else Next may answer with a document (a
 * 404 included) gets its CSP here. `/api` never reaches Next.
 */
export const config = {
  matcher: ['/((?!_next/static/|_next/image|icon\\.svg).*)'],
};

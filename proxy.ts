import type { NextRequest } from 'next/server';
import { guardRequest } from '@/lib/auth/guard';

/** Every request passes here first: sign-in, roles per page and route, security headers. */
export function proxy(request: NextRequest): Promise<Response> {
  return guardRequest(request);
}
